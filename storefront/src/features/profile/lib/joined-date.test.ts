import { describe, expect, it } from 'vitest'
import { joinedLabel } from './joined-date.ts'

describe('joined date', () => {
  it('reads day, month and year in Indian English', () => {
    expect(joinedLabel('2026-11-21T08:38:54.572Z')).toBe('Joined 21 November 2026')
  })

  it('is blank for a missing or broken date', () => {
    expect(joinedLabel(null)).toBe('')
    expect(joinedLabel('yesterday-ish')).toBe('')
  })
})
