import { describe, expect, it, vi } from 'vitest'
import {
  formatCount,
  formatLongDate,
  formatScaledInteger,
  groupIndianDigits,
} from '../src/format/indian-digits.ts'

// What the browser's own 'en-IN' formatting gives, so the hand-written one can stand in for it.
const indianLocale = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
const indianLongDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

describe('groupIndianDigits', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndianDigits('7')).toBe('7')
    expect(groupIndianDigits('999')).toBe('999')
    expect(groupIndianDigits('1000')).toBe('1,000')
    expect(groupIndianDigits('100000')).toBe('1,00,000')
    expect(groupIndianDigits('12345678')).toBe('1,23,45,678')
    expect(groupIndianDigits('123456789')).toBe('12,34,56,789')
  })

  it('agrees with the en-IN locale for whole numbers of every length', () => {
    let value = 0
    for (let length = 1; length <= 15; length += 1) {
      value = value * 10 + (length % 9) + 1
      expect(groupIndianDigits(String(value)), String(value)).toBe(indianLocale.format(value))
    }
  })
})

describe('formatScaledInteger', () => {
  it('places the decimal point on whole units, padding small amounts', () => {
    expect(formatScaledInteger(123_450, 2)).toBe('1,234.50')
    expect(formatScaledInteger(5, 2)).toBe('0.05')
    expect(formatScaledInteger(0, 2)).toBe('0.00')
    expect(formatScaledInteger(15, 1)).toBe('1.5')
    expect(formatScaledInteger(12_345_678, 1)).toBe('12,34,567.8')
    expect(formatScaledInteger(1_00_000, 0)).toBe('1,00,000')
  })

  it('keeps the sign in front', () => {
    expect(formatScaledInteger(-123_450, 2)).toBe('-1,234.50')
    expect(formatScaledInteger(-7, 0)).toBe('-7')
  })
})

describe('formatCount', () => {
  it('groups counts the Indian way', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(1_250)).toBe('1,250')
    expect(formatCount(123_456)).toBe('1,23,456')
  })

  it('drops fractions and shows 0 for what is not a number', () => {
    expect(formatCount(12.9)).toBe('12')
    expect(formatCount(Number.NaN)).toBe('0')
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0')
  })
})

describe('formatLongDate', () => {
  it('writes the day, the month in full and the year, as the en-IN locale does', () => {
    for (const month of [0, 4, 8, 10, 11]) {
      const date = new Date(2026, month, 21, 12)
      expect(formatLongDate(date)).toBe(indianLongDate.format(date))
    }
    expect(formatLongDate(new Date(2026, 10, 21, 12))).toBe('21 November 2026')
    expect(formatLongDate(new Date(2025, 8, 3, 9).toISOString())).toBe('3 September 2025')
  })

  it('is empty for a missing or broken date', () => {
    expect(formatLongDate(null)).toBe('')
    expect(formatLongDate(undefined)).toBe('')
    expect(formatLongDate('')).toBe('')
    expect(formatLongDate('not a date')).toBe('')
  })
})

describe('formatting on screen', () => {
  it("never asks the browser's locale data (its first use costs a slow phone ~100 ms)", async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat')
    const localeString = vi.spyOn(Number.prototype, 'toLocaleString')
    const localeDate = vi.spyOn(Date.prototype, 'toLocaleDateString')
    // loaded afresh, so what the modules make when they load is seen too
    vi.resetModules()
    const money = await import('../src/format/money.ts')
    const digits = await import('../src/format/indian-digits.ts')
    expect(money.formatRupees(12_345_650)).toBe('₹1,23,456.50')
    expect(money.formatCompactRupees(250_000)).toBe('₹2.5K')
    expect(digits.formatCount(1_250)).toBe('1,250')
    expect(digits.formatLongDate(new Date(2026, 10, 21, 12))).toBe('21 November 2026')
    for (const spy of [numberFormat, dateFormat, localeString, localeDate]) {
      expect(spy).not.toHaveBeenCalled()
    }
  })
})
