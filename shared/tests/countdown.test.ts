import { describe, expect, it } from 'vitest'
import { OTP_VALIDITY_SECONDS } from '../src/constants.ts'
import { formatCountdown } from '../src/format/countdown.ts'

describe('formatCountdown', () => {
  it('shows minutes and zero-padded seconds', () => {
    expect(formatCountdown(OTP_VALIDITY_SECONDS)).toBe('5:00')
    expect(formatCountdown(299)).toBe('4:59')
    expect(formatCountdown(65)).toBe('1:05')
    expect(formatCountdown(59)).toBe('0:59')
    expect(formatCountdown(0)).toBe('0:00')
    expect(formatCountdown(3_600)).toBe('60:00')
  })

  it('never goes below 0:00 and ignores fractions', () => {
    expect(formatCountdown(-3)).toBe('0:00')
    expect(formatCountdown(Number.NaN)).toBe('0:00')
    expect(formatCountdown(61.9)).toBe('1:01')
  })
})
