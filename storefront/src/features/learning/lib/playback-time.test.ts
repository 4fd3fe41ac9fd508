import { describe, expect, it } from 'vitest'
import { formatPlaybackProgress, formatPlaybackTime, lessonDurationLabel } from './playback-time.ts'

describe('playback time', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [60, '1:00'],
    [596, '9:56'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36_000, '10:00:00'],
  ])('shows %d s as %s', (seconds, text) => {
    expect(formatPlaybackTime(seconds)).toBe(text)
  })

  it('shows 0:00 for unknown, negative and infinite times', () => {
    expect(formatPlaybackTime(Number.NaN)).toBe('0:00')
    expect(formatPlaybackTime(-5)).toBe('0:00')
    expect(formatPlaybackTime(Number.POSITIVE_INFINITY)).toBe('0:00')
  })

  it("reads 'current / total'", () => {
    expect(formatPlaybackProgress(65, 596)).toBe('1:05 / 9:56')
    expect(formatPlaybackProgress(0, Number.NaN)).toBe('0:00 / 0:00')
  })

  it('labels lesson lengths, blank while unknown', () => {
    expect(lessonDurationLabel(734)).toBe('12:14')
    expect(lessonDurationLabel(0)).toBe('')
  })
})
