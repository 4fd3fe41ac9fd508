import { describe, expect, it } from 'vitest'
import { isValidEmail } from '../src/validation/email.ts'

describe('isValidEmail', () => {
  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(isValidEmail('asha@example.com')).toBe(true)
    expect(isValidEmail('a.b+exam@mail.co.in')).toBe(true)
    expect(isValidEmail('  asha@example.com ')).toBe(true)
  })

  it('rejects malformed ones', () => {
    expect(isValidEmail('')).toBe(false)
    expect(isValidEmail('asha')).toBe(false)
    expect(isValidEmail('asha@example')).toBe(false)
    expect(isValidEmail('@example.com')).toBe(false)
    expect(isValidEmail('as ha@example.com')).toBe(false)
    expect(isValidEmail('asha@@example.com')).toBe(false)
  })
})
