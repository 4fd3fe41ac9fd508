import { describe, expect, it } from 'vitest'
import { googleSignInError } from './use-google-sign-in-error.ts'

describe('googleSignInError (/login?error= from the Google callback)', () => {
  it('has a readable message for every reason the API sends', () => {
    for (const code of [
      'google_unavailable',
      'google_cancelled',
      'google_failed',
      'google_unverified',
    ]) {
      expect(googleSignInError(code)).toMatch(/Google/)
    }
  })

  it('shows nothing for a missing or unknown reason', () => {
    expect(googleSignInError(null)).toBeNull()
    expect(googleSignInError('toString')).toBeNull()
    expect(googleSignInError('something_else')).toBeNull()
  })
})
