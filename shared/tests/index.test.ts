import { describe, expect, it } from 'vitest'
import * as shared from '../src/index.ts'

describe('package entry', () => {
  it('exports the public API', () => {
    for (const name of [
      'createContractClient',
      'nullWhenSignedOut',
      'ApiError',
      'formatRupees',
      'formatCompactRupees',
      'formatRupeesFromRupees',
      'paiseToRupees',
      'rupeesToPaise',
      'parseRupees',
      'formatRelativeAge',
      'formatCountdown',
      'formatCount',
      'formatLongDate',
      'groupIndianDigits',
      'validateRegistration',
      'validateNewPassword',
      'validatePasswordConfirmation',
      'passwordStrength',
      'sanitizeContactNumber',
      'sanitizeOtp',
      'isCompleteOtp',
      'formatDateOfBirthInput',
      'isValidDateOfBirth',
      'validateContactForm',
      'isValidEmail',
      'profileChanges',
    ]) {
      expect(typeof (shared as Record<string, unknown>)[name], name).toBe('function')
    }
  })

  it('exports the transport helpers and the upload and download helpers', () => {
    for (const name of [
      'writeRequestOptions',
      'totalCountOf',
      'readCsvDownload',
      'uploadSignedFile',
      'fetchChunkTransport',
    ]) {
      expect(typeof (shared as Record<string, unknown>)[name], name).toBe('function')
    }
  })

  it('exports the documented constants', () => {
    expect(shared.OTP_LENGTH).toBe(6)
    expect(shared.OTP_VALIDITY_SECONDS).toBe(300)
    expect(shared.CONTACT_NUMBER_LENGTH).toBe(10)
    expect(shared.SIGNUP_PASSWORD_MIN).toBe(6)
    expect(shared.NEW_PASSWORD_MIN).toBe(8)
    expect(shared.NEW_PASSWORD_MAX).toBe(50)
    expect(shared.CONTACT_SUBJECTS).toEqual(['general', 'courses', 'mentorship', 'support'])
    expect(shared.GENDERS).toEqual(['male', 'female', 'other'])
    expect(shared.ACCOUNT_TYPES).toEqual(['Student', 'Admin'])
    expect(shared.MESSAGES.noProfileChanges).toBe('No changes made')
  })
})
