import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TEAM_MEMBERS } from '../lib/team-members.ts'
import { TeamCarousel } from './TeamCarousel.tsx'

const originalWidth = window.innerWidth

beforeEach(() => {
  vi.useFakeTimers()
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 })
})

afterEach(() => {
  vi.useRealTimers()
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: originalWidth })
})

const counter = () => screen.getByText(/^\d \/ 7$/)
const shownNames = () =>
  screen
    .getAllByRole('group', { hidden: false })
    .map((slot) => slot.querySelector('h3')?.textContent)

describe('TeamCarousel', () => {
  it('has seven members, each with a name, designation, tagline and description', () => {
    expect(TEAM_MEMBERS).toHaveLength(7)
    for (const member of TEAM_MEMBERS) {
      expect(member.name && member.designation && member.tagline && member.description).toBeTruthy()
    }
  })

  it('shows three cards at 1280 px and the counter 1 / 7', () => {
    render(<TeamCarousel />)
    expect(counter()).toHaveTextContent('1 / 7')
    expect(shownNames()).toEqual(TEAM_MEMBERS.slice(0, 3).map((member) => member.name))
  })

  it('moves on by itself every 4 seconds, and wraps from 7 to 1 with a full row', () => {
    render(<TeamCarousel />)
    act(() => {
      vi.advanceTimersByTime(4000)
    })
    expect(counter()).toHaveTextContent('2 / 7')

    fireEvent.click(screen.getByRole('button', { name: 'Go to team member 7' }))
    expect(counter()).toHaveTextContent('7 / 7')
    expect(shownNames()).toEqual(
      [TEAM_MEMBERS[6], TEAM_MEMBERS[0], TEAM_MEMBERS[1]].map((m) => m.name)
    )

    fireEvent.click(screen.getByRole('button', { name: 'Next team member' }))
    expect(counter()).toHaveTextContent('1 / 7')
  })

  it('stops on Pause and goes on after Play', () => {
    render(<TeamCarousel />)
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    act(() => {
      vi.advanceTimersByTime(12_000)
    })
    expect(counter()).toHaveTextContent('1 / 7')

    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => {
      vi.advanceTimersByTime(4000)
    })
    expect(counter()).toHaveTextContent('2 / 7')
  })

  it('shows one card on a phone', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 })
    render(<TeamCarousel />)
    expect(shownNames()).toEqual([TEAM_MEMBERS[0]!.name])
  })
})
