import { describe, expect, it } from 'vitest'
import { readResetToken } from './use-reset-token.ts'

describe('readResetToken', () => {
  it('reads ?token= (the link the API mails)', () => {
    expect(readResetToken('?token=abc123', '/reset-password')).toBe('abc123')
  })

  it('falls back to the last path segment of /reset-password/{token}', () => {
    expect(readResetToken('', '/reset-password/xyz789')).toBe('xyz789')
    expect(readResetToken('', '/reset-password/xyz789/')).toBe('xyz789')
  })

  it('prefers the query when both are there', () => {
    expect(readResetToken('?token=fromQuery', '/reset-password/fromPath')).toBe('fromQuery')
  })

  it('decodes an encoded segment', () => {
    expect(readResetToken('', '/reset-password/a%2Bb')).toBe('a+b')
  })

  it('is null when the link carries no token', () => {
    expect(readResetToken('', '/reset-password')).toBeNull()
    expect(readResetToken('?token=', '/reset-password')).toBeNull()
    expect(readResetToken('?token=%20%20', '/reset-password/')).toBeNull()
    expect(readResetToken('', '/reset-password/%E0%A4%A')).toBeNull()
  })
})
