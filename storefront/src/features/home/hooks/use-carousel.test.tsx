import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCarousel } from './use-carousel.ts'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

/** A minimal carousel using the hook's props, to drive it with real DOM events. */
function TestCarousel({ count = 5 }: { count?: number }) {
  const carousel = useCarousel({ count })
  return (
    <section data-testid="root" {...carousel.rootProps}>
      <div data-testid="track" {...carousel.trackProps}>
        <a href="#slide" onClick={(event) => event.preventDefault()}>
          Slide link
        </a>
      </div>
      <output data-testid="index">{carousel.index}</output>
      <output data-testid="offset">{carousel.dragOffset}</output>
      <button type="button" onClick={carousel.next}>
        Next
      </button>
      <button type="button" onClick={carousel.togglePlaying}>
        {carousel.playing ? 'Pause' : 'Play'}
      </button>
    </section>
  )
}

const index = () => screen.getByTestId('index').textContent

describe('useCarousel timing (4000 ms, loops)', () => {
  it('moves on every 4000 ms and comes round from the last slide to the first', () => {
    const { result } = renderHook(() => useCarousel({ count: 3 }))
    advance(3999)
    expect(result.current.index).toBe(0)
    advance(1)
    expect(result.current.index).toBe(1)
    advance(4000)
    expect(result.current.index).toBe(2)
    advance(4000)
    expect(result.current.index).toBe(0)
  })

  it('restarts the full interval after a move by hand', () => {
    const { result } = renderHook(() => useCarousel({ count: 5 }))
    advance(3000)
    act(() => result.current.next())
    expect(result.current.index).toBe(1)
    advance(3999)
    expect(result.current.index).toBe(1)
    advance(1)
    expect(result.current.index).toBe(2)
  })

  it('stays put while paused and resumes on play', () => {
    const { result } = renderHook(() => useCarousel({ count: 5 }))
    act(() => result.current.togglePlaying())
    advance(12_000)
    expect(result.current.index).toBe(0)
    act(() => result.current.togglePlaying())
    advance(4000)
    expect(result.current.index).toBe(1)
  })

  it('can start paused', () => {
    const { result } = renderHook(() => useCarousel({ count: 5, autoPlay: false }))
    advance(8000)
    expect(result.current.index).toBe(0)
    expect(result.current.playing).toBe(false)
  })
})

describe('useCarousel pointer and keyboard', () => {
  it('pauses while a mouse is over it, and not for a touch', () => {
    render(<TestCarousel />)
    const root = screen.getByTestId('root')

    fireEvent.pointerEnter(root, { pointerType: 'mouse' })
    advance(8000)
    expect(index()).toBe('0')

    fireEvent.pointerLeave(root, { pointerType: 'mouse' })
    advance(4000)
    expect(index()).toBe('1')

    fireEvent.pointerEnter(root, { pointerType: 'touch' })
    advance(4000)
    expect(index()).toBe('2')
  })

  it('follows a 60 px swipe to the next slide and swallows the click that ends it', () => {
    render(<TestCarousel />)
    const track = screen.getByTestId('track')
    const link = screen.getByText('Slide link')
    const followed = vi.fn()
    link.addEventListener('click', followed)

    fireEvent.pointerDown(track, { pointerType: 'touch', clientX: 200, pointerId: 1 })
    fireEvent.pointerMove(track, { pointerType: 'touch', clientX: 170, pointerId: 1 })
    expect(screen.getByTestId('offset').textContent).toBe('-30')
    fireEvent.pointerMove(track, { pointerType: 'touch', clientX: 140, pointerId: 1 })
    fireEvent.pointerUp(track, { pointerType: 'touch', clientX: 140, pointerId: 1 })
    fireEvent.click(link)

    expect(index()).toBe('1')
    expect(followed).not.toHaveBeenCalled()
  })

  it('treats a press that moved under 10 px as a click, not a swipe', () => {
    render(<TestCarousel />)
    const track = screen.getByTestId('track')
    const link = screen.getByText('Slide link')
    const followed = vi.fn()
    link.addEventListener('click', followed)

    fireEvent.pointerDown(track, { pointerType: 'mouse', button: 0, clientX: 200 })
    fireEvent.pointerMove(track, { pointerType: 'mouse', clientX: 192 })
    expect(screen.getByTestId('offset').textContent).toBe('0')
    fireEvent.pointerUp(track, { pointerType: 'mouse', clientX: 192 })
    fireEvent.click(link)

    expect(index()).toBe('0')
    expect(followed).toHaveBeenCalledTimes(1)
  })

  it('does not advance while a drag is in progress', () => {
    render(<TestCarousel />)
    const track = screen.getByTestId('track')
    fireEvent.pointerDown(track, { pointerType: 'touch', clientX: 200 })
    fireEvent.pointerMove(track, { pointerType: 'touch', clientX: 180 })
    advance(8000)
    expect(index()).toBe('0')
  })

  it('moves with the arrow keys', () => {
    render(<TestCarousel />)
    const root = screen.getByTestId('root')
    fireEvent.keyDown(root, { key: 'ArrowRight' })
    expect(index()).toBe('1')
    fireEvent.keyDown(root, { key: 'ArrowLeft' })
    fireEvent.keyDown(root, { key: 'ArrowLeft' })
    expect(index()).toBe('4')
  })
})
