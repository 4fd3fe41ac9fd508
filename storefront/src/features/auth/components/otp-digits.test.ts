import { describe, expect, it } from 'vitest'
import { clearSlot, completeCode, digitsInPaste, fillSlots, slotAt } from './otp-digits.ts'

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

describe('digitsInPaste', () => {
  it('finds the code as a mail writes it, with spaces, dashes and words around', () => {
    expect(digitsInPaste('482913')).toBe('482913')
    expect(digitsInPaste(' 482-913 ')).toBe('482913')
    expect(digitsInPaste('482 913\n')).toBe('482913')
    expect(digitsInPaste('Valid for 5 minutes. Your code: 482913')).toBe('482913')
  })

  it('keeps the digits of a part of a code', () => {
    expect(digitsInPaste('77')).toBe('77')
    expect(digitsInPaste('1 2 3')).toBe('123')
  })
})
