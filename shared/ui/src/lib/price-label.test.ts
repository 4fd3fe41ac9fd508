import { describe, expect, it } from 'vitest'
import { priceLabel } from './price-label.ts'

describe('priceLabel', () => {
  it('shows rupees with Indian digit grouping', () => {
    expect(priceLabel(149_900)).toBe('₹1,499')
    expect(priceLabel(12_345_600)).toBe('₹1,23,456')
    expect(priceLabel(29_950)).toBe('₹299.50')
  })

  it('reads Free for nothing to pay, a missing amount included', () => {
    expect(priceLabel(0)).toBe('Free')
    expect(priceLabel(null)).toBe('Free')
    expect(priceLabel(undefined)).toBe('Free')
    expect(priceLabel(Number.NaN)).toBe('Free')
  })

  it('reads Enrolled for a course the learner has, whatever it costs', () => {
    expect(priceLabel(149_900, { enrolled: true })).toBe('Enrolled')
    expect(priceLabel(0, { enrolled: true })).toBe('Enrolled')
  })

  it('abbreviates with K and M when compact (book prices)', () => {
    expect(priceLabel(99_900, { compact: true })).toBe('₹999')
    expect(priceLabel(150_000, { compact: true })).toBe('₹1.5K')
    expect(priceLabel(250_000_000, { compact: true })).toBe('₹2.5M')
    expect(priceLabel(0, { compact: true })).toBe('Free')
  })
})
