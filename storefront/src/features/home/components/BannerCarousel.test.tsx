import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoute } from '../../../test/render-route.tsx'
import { BANNER_SLIDES } from '../lib/banner-slides.ts'
import { BannerCarousel } from './BannerCarousel.tsx'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

const currentSlide = () =>
  screen.getAllByRole('group').find((slide) => slide.getAttribute('aria-hidden') !== 'true')

describe('BannerCarousel', () => {
  it('has five slides, each with a title and a link, and one dot per slide', () => {
    renderRoute(<BannerCarousel />, { at: '/home' })
    expect(BANNER_SLIDES).toHaveLength(5)
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(5)
    expect(screen.getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(5)
  })

  it('shows one slide at a time and moves on after 4000 ms', () => {
    renderRoute(<BannerCarousel />, { at: '/home' })
    expect(currentSlide()).toHaveAccessibleName(`1 of 5: ${BANNER_SLIDES[0]!.title}`)
    act(() => {
      vi.advanceTimersByTime(4000)
    })
    expect(currentSlide()).toHaveAccessibleName(`2 of 5: ${BANNER_SLIDES[1]!.title}`)
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true'
    )
  })

  it('goes back from the first slide to the last with Previous', () => {
    renderRoute(<BannerCarousel />, { at: '/home' })
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(currentSlide()).toHaveAccessibleName(`5 of 5: ${BANNER_SLIDES[4]!.title}`)
  })

  it('pauses while the mouse is over it', () => {
    const { container } = renderRoute(<BannerCarousel />, { at: '/home' })
    const banner = container.querySelector('.banner')!
    fireEvent.pointerEnter(banner, { pointerType: 'mouse' })
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(currentSlide()).toHaveAccessibleName(`1 of 5: ${BANNER_SLIDES[0]!.title}`)
  })

  it('can be paused and played with a labelled button', () => {
    renderRoute(<BannerCarousel />, { at: '/home' })
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }))
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(currentSlide()).toHaveAccessibleName(`1 of 5: ${BANNER_SLIDES[0]!.title}`)
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument()
  })
})
