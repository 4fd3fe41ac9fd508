import { describe, expect, it } from 'vitest'
import {
  formatCompactRupees,
  formatRupees,
  formatRupeesFromRupees,
  paiseToRupees,
  parseRupees,
  rupeesToPaise,
} from '../src/format/money.ts'

describe('formatRupees', () => {
  it('shows whole rupees without decimals', () => {
    expect(formatRupees(0)).toBe('₹0')
    expect(formatRupees(100)).toBe('₹1')
    expect(formatRupees(49_900)).toBe('₹499')
  })

  it('shows two decimals when there are paise', () => {
    expect(formatRupees(99)).toBe('₹0.99')
    expect(formatRupees(5)).toBe('₹0.05')
    expect(formatRupees(123_450)).toBe('₹1,234.50')
  })

  it('groups digits the Indian way', () => {
    expect(formatRupees(99_900)).toBe('₹999')
    expect(formatRupees(100_000)).toBe('₹1,000')
    expect(formatRupees(10_000_000)).toBe('₹1,00,000')
    expect(formatRupees(12_345_600)).toBe('₹1,23,456')
    expect(formatRupees(1_234_567_800)).toBe('₹1,23,45,678')
  })

  it('shows ₹0 for missing or invalid amounts', () => {
    expect(formatRupees(undefined)).toBe('₹0')
    expect(formatRupees(null)).toBe('₹0')
    expect(formatRupees(Number.NaN)).toBe('₹0')
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('₹0')
  })

  it('rounds fractional paise and puts the sign before the rupee sign', () => {
    expect(formatRupees(149.6)).toBe('₹1.50')
    expect(formatRupees(-50_000)).toBe('-₹500')
    expect(formatRupees(-0.2)).toBe('₹0')
  })
})

describe('formatRupeesFromRupees', () => {
  it('accepts numbers and numeric strings', () => {
    expect(formatRupeesFromRupees(123456)).toBe('₹1,23,456')
    expect(formatRupeesFromRupees('499')).toBe('₹499')
    expect(formatRupeesFromRupees(' 12.5 ')).toBe('₹12.50')
    expect(formatRupeesFromRupees(0.1 + 0.2)).toBe('₹0.30')
  })

  it('shows ₹0 for missing or non-numeric prices', () => {
    expect(formatRupeesFromRupees(undefined)).toBe('₹0')
    expect(formatRupeesFromRupees(null)).toBe('₹0')
    expect(formatRupeesFromRupees('')).toBe('₹0')
    expect(formatRupeesFromRupees('free')).toBe('₹0')
  })
})

describe('formatCompactRupees', () => {
  it('leaves amounts below ₹1,000 as they are', () => {
    expect(formatCompactRupees(0)).toBe('₹0')
    expect(formatCompactRupees(99)).toBe('₹0.99')
    expect(formatCompactRupees(99_900)).toBe('₹999')
    expect(formatCompactRupees(99_999)).toBe('₹999.99')
  })

  it('abbreviates thousands with K and one decimal', () => {
    expect(formatCompactRupees(100_000)).toBe('₹1.0K')
    expect(formatCompactRupees(150_000)).toBe('₹1.5K')
    expect(formatCompactRupees(104_999)).toBe('₹1.0K')
    expect(formatCompactRupees(105_000)).toBe('₹1.1K')
    expect(formatCompactRupees(99_940_000)).toBe('₹999.4K')
  })

  it('abbreviates millions with M and one decimal', () => {
    expect(formatCompactRupees(100_000_000)).toBe('₹1.0M')
    expect(formatCompactRupees(230_000_000)).toBe('₹2.3M')
    expect(formatCompactRupees(1_234_500_000_000)).toBe('₹12,345.0M')
  })

  it('moves to M when K would round up to 1,000.0K', () => {
    expect(formatCompactRupees(99_950_000)).toBe('₹999.5K')
    expect(formatCompactRupees(99_994_999)).toBe('₹999.9K')
    expect(formatCompactRupees(99_995_000)).toBe('₹1.0M')
  })

  it('shows ₹0 for invalid amounts and keeps the sign', () => {
    expect(formatCompactRupees(undefined)).toBe('₹0')
    expect(formatCompactRupees(Number.NaN)).toBe('₹0')
    expect(formatCompactRupees(-150_000)).toBe('-₹1.5K')
  })
})

describe('paiseToRupees and rupeesToPaise', () => {
  it('converts both ways without binary noise', () => {
    expect(paiseToRupees(149_900)).toBe(1499)
    expect(paiseToRupees(1999)).toBe(19.99)
    expect(paiseToRupees(0)).toBe(0)
    expect(rupeesToPaise(19.99)).toBe(1999)
    expect(rupeesToPaise(0.29)).toBe(29)
    expect(rupeesToPaise(1499)).toBe(149_900)
  })

  it('round-trips every paise amount of a rupee', () => {
    for (let paise = 0; paise < 100; paise++) {
      expect(rupeesToPaise(paiseToRupees(100_000 + paise))).toBe(100_000 + paise)
    }
  })
})

describe('parseRupees', () => {
  it('reads rupees typed as text or numbers into whole paise', () => {
    expect(parseRupees('499')).toBe(49_900)
    expect(parseRupees(' 499.5 ')).toBe(49_950)
    expect(parseRupees('0.29')).toBe(29)
    expect(parseRupees(499.99)).toBe(49_999)
    expect(parseRupees('007')).toBe(700)
  })

  it('refuses negatives, more than two decimals and anything that is not an amount', () => {
    for (const value of ['-1', '1.234', '1e3', '', 'abc', '1.', '.5', -5]) {
      expect(parseRupees(value), String(value)).toBeNull()
    }
  })
})
