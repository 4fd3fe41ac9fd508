import { describe, expect, it } from 'vitest'
import { isCompleteOtp, sanitizeOtp } from '../src/validation/otp.ts'

describe('sanitizeOtp', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizeOtp('12a3')).toBe('123')
    expect(sanitizeOtp('123 456')).toBe('123456')
    expect(sanitizeOtp('1234567')).toBe('123456')
    expect(sanitizeOtp('abc')).toBe('')
  })
})

describe('isCompleteOtp', () => {
  it('needs exactly six digits', () => {
    expect(isCompleteOtp('123456')).toBe(true)
    expect(isCompleteOtp('12345')).toBe(false)
    expect(isCompleteOtp('1234567')).toBe(false)
    expect(isCompleteOtp('12345a')).toBe(false)
    expect(isCompleteOtp('')).toBe(false)
  })
})
