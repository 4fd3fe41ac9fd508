import { describe, expect, it } from 'vitest'
import { preferredTrackIndex } from './caption-language.ts'

describe('preferredTrackIndex', () => {
  it('takes the first track in the first language the learner reads, by its main tag', () => {
    expect(preferredTrackIndex(['hi', 'en-GB', 'en'], ['en-IN', 'hi'])).toBe(1)
    expect(preferredTrackIndex(['ta', 'hi'], ['en-IN', 'hi-IN'])).toBe(1)
    expect(preferredTrackIndex(['EN'], ['en'])).toBe(0)
  })

  it('falls back to the first track', () => {
    expect(preferredTrackIndex(['ta', 'mr'], ['en'])).toBe(0)
    expect(preferredTrackIndex(['ta'], [])).toBe(0)
  })
})
