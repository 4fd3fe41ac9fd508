import { describe, expect, it } from 'vitest'
import { isValidContactNumber, sanitizeContactNumber } from '../src/validation/contact-number.ts'

describe('sanitizeContactNumber', () => {
  it('strips everything but digits', () => {
    expect(sanitizeContactNumber('98765 43210')).toBe('9876543210')
    expect(sanitizeContactNumber('(987) 654-3210')).toBe('9876543210')
    expect(sanitizeContactNumber('abc')).toBe('')
    expect(sanitizeContactNumber('')).toBe('')
  })

  it('caps the number at ten digits', () => {
    expect(sanitizeContactNumber('98765432109')).toBe('9876543210')
    expect(sanitizeContactNumber('987')).toBe('987')
  })

  it('drops a pasted +91 prefix', () => {
    expect(sanitizeContactNumber('+91 98765 43210')).toBe('9876543210')
    expect(sanitizeContactNumber(' +919876543210')).toBe('9876543210')
  })
})

describe('isValidContactNumber', () => {
  it('accepts exactly ten digits', () => {
    expect(isValidContactNumber('9876543210')).toBe(true)
    expect(isValidContactNumber('987654321')).toBe(false)
    expect(isValidContactNumber('98765432100')).toBe(false)
    expect(isValidContactNumber('987654321a')).toBe(false)
  })
})
