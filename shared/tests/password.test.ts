import { describe, expect, it } from 'vitest'
import {
  passwordStrength,
  validateNewPassword,
  validatePasswordConfirmation,
} from '../src/validation/password.ts'

describe('validateNewPassword', () => {
  it('accepts a password meeting every rule', () => {
    expect(validateNewPassword('Secret#123')).toBeNull()
    expect(validateNewPassword('Aa1!aaaa')).toBeNull()
  })

  it('reports each rule with the documented message', () => {
    expect(validateNewPassword('Aa1!')).toBe('Password must be at least 8 characters long')
    expect(validateNewPassword('AAAA1111!')).toBe(
      'Password must contain at least one lowercase letter'
    )
    expect(validateNewPassword('aaaa1111!')).toBe(
      'Password must contain at least one uppercase letter'
    )
    expect(validateNewPassword('Aaaaaaaa!')).toBe('Password must contain at least one number')
    expect(validateNewPassword('Aaaaaaa1')).toBe(
      'Password must contain at least one special character'
    )
    expect(validateNewPassword(`Aa1!${'a'.repeat(47)}`)).toBe(
      'Password must not exceed 50 characters'
    )
  })

  it('reports the first failing rule in the documented order', () => {
    expect(validateNewPassword('')).toBe('Password must be at least 8 characters long')
    expect(validateNewPassword('12345678')).toBe(
      'Password must contain at least one lowercase letter'
    )
    expect(validateNewPassword('a'.repeat(60))).toBe(
      'Password must contain at least one uppercase letter'
    )
  })

  it('takes exactly 8 and 50 characters', () => {
    expect(validateNewPassword('Aa1!aaaa')).toBeNull()
    expect(validateNewPassword(`Aa1!${'a'.repeat(46)}`)).toBeNull()
  })

  it('counts only the listed special characters', () => {
    for (const special of '!@#$%^&*(),.?":{}|<>') {
      expect(validateNewPassword(`Aaaaaaa1${special}`)).toBeNull()
    }
    expect(validateNewPassword('Aaaaaaa1-')).toBe(
      'Password must contain at least one special character'
    )
    expect(validateNewPassword('Aaaaaaa1 _')).toBe(
      'Password must contain at least one special character'
    )
  })
})

describe('validatePasswordConfirmation', () => {
  it('asks for a confirmation, then for a match', () => {
    expect(validatePasswordConfirmation('Secret#123', '')).toBe('Please confirm your password')
    expect(validatePasswordConfirmation('Secret#123', 'Secret#12')).toBe('Passwords do not match')
    expect(validatePasswordConfirmation('Secret#123', 'Secret#123')).toBeNull()
  })
})

describe('passwordStrength', () => {
  it('scores the six rules', () => {
    // An empty password still meets "at most 50 characters".
    expect(passwordStrength('')).toEqual({ score: 1, label: 'Weak' })
    expect(passwordStrength('a'.repeat(51))).toEqual({ score: 2, label: 'Weak' })
  })

  it('is Weak up to 2, Medium at 3 and 4, Strong at 5 and 6', () => {
    expect(passwordStrength('abcdefgh')).toEqual({ score: 3, label: 'Medium' })
    expect(passwordStrength('abcdefgH')).toEqual({ score: 4, label: 'Medium' })
    expect(passwordStrength('abcdefH1')).toEqual({ score: 5, label: 'Strong' })
    expect(passwordStrength('Aa1!')).toEqual({ score: 5, label: 'Strong' })
    expect(passwordStrength('abcdeH1!')).toEqual({ score: 6, label: 'Strong' })
    expect(passwordStrength('ab')).toEqual({ score: 2, label: 'Weak' })
  })
})
