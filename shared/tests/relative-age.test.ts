import { describe, expect, it } from 'vitest'
import { formatRelativeAge } from '../src/format/relative-age.ts'

// Local-time constructors keep these tests independent of the machine's time zone.
const now = new Date(2025, 5, 15, 9, 30)
const daysBefore = (days: number, hour = 12) => new Date(2025, 5, 15 - days, hour)

describe('formatRelativeAge', () => {
  it('says Today for the same calendar day and for future dates', () => {
    expect(formatRelativeAge(new Date(2025, 5, 15, 0, 1), now)).toBe('Today')
    expect(formatRelativeAge(new Date(2025, 5, 16), now)).toBe('Today')
  })

  it('counts calendar days, not 24-hour periods', () => {
    expect(formatRelativeAge(daysBefore(1, 23), now)).toBe('1 day ago')
    expect(formatRelativeAge(daysBefore(2, 8), now)).toBe('2 days ago')
  })

  it('uses days under 30', () => {
    expect(formatRelativeAge(daysBefore(5), now)).toBe('5 days ago')
    expect(formatRelativeAge(daysBefore(29), now)).toBe('29 days ago')
  })

  it('uses months from 30 days to under a year', () => {
    expect(formatRelativeAge(daysBefore(30), now)).toBe('1 month ago')
    expect(formatRelativeAge(daysBefore(59), now)).toBe('1 month ago')
    expect(formatRelativeAge(daysBefore(90), now)).toBe('3 months ago')
    expect(formatRelativeAge(daysBefore(364), now)).toBe('12 months ago')
  })

  it('uses years from 365 days', () => {
    expect(formatRelativeAge(daysBefore(365), now)).toBe('1 year ago')
    expect(formatRelativeAge(daysBefore(800), now)).toBe('2 years ago')
  })

  it('accepts ISO strings and timestamps', () => {
    expect(formatRelativeAge(daysBefore(3).toISOString(), now)).toBe('3 days ago')
    expect(formatRelativeAge(daysBefore(3).getTime(), now)).toBe('3 days ago')
  })

  it('returns an empty label for an invalid date', () => {
    expect(formatRelativeAge('not a date', now)).toBe('')
  })

  it('defaults now to the current time', () => {
    expect(formatRelativeAge(new Date())).toBe('Today')
  })
})
