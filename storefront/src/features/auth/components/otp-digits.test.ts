import { describe, expect, it } from 'vitest'
import { clearSlot, completeCode, fillSlots, slotAt } from './otp-digits.ts'

describe('OTP slots', () => {
  it('writes digits from a box on and never past the sixth', () => {
    expect(fillSlots('', 0, '12')).toBe('12')
    expect(fillSlots('12', 4, '9876')).toBe('12  98')
  })

  it('clears one box and keeps a gap', () => {
    expect(clearSlot('123456', 2)).toBe('12 456')
    expect(clearSlot('123', 2)).toBe('12')
    expect(slotAt('12 456', 2)).toBe('')
  })

  it('is a code only when all six boxes hold digits', () => {
    expect(completeCode('123456')).toBe('123456')
    expect(completeCode('12 456')).toBeNull()
    expect(completeCode('12345')).toBeNull()
  })
})
