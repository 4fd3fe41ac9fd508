import { describe, expect, it } from 'vitest'
import {
  addedLabel,
  authorInitials,
  bookPriceLabel,
  fileFormatLabel,
  purchasesLabel,
} from './book-presentation.ts'

describe('bookPriceLabel', () => {
  it.each([
    [49_900, '₹499'],
    [99_900, '₹999'],
    [100_000, '₹1.0K'],
    [149_900, '₹1.5K'],
    [2_500_000, '₹25.0K'],
    [99_999_900, '₹1.0M'],
    [150_000_000, '₹1.5M'],
  ])('shows %i paise as %s (K from ₹1,000, M from ₹10,00,000)', (paise, expected) => {
    expect(bookPriceLabel({ isFree: false, pricePaise: paise })).toBe(expected)
  })

  it('says Free for a free item or a zero price', () => {
    expect(bookPriceLabel({ isFree: true, pricePaise: 0 })).toBe('Free')
    expect(bookPriceLabel({ isFree: false, pricePaise: 0 })).toBe('Free')
  })
})

describe('addedLabel', () => {
  const now = new Date(2026, 10, 21, 10, 0)
  const daysAgo = (days: number) => new Date(2026, 10, 21 - days, 9, 0).toISOString()

  it.each([
    [0, 'Added today'],
    [1, 'Added 1 day ago'],
    [5, 'Added 5 days ago'],
    [29, 'Added 29 days ago'],
    [30, 'Added 1 month ago'],
    [95, 'Added 3 months ago'],
    [364, 'Added 12 months ago'],
    [365, 'Added 1 year ago'],
    [800, 'Added 2 years ago'],
  ])('%i days old reads %s', (days, expected) => {
    expect(addedLabel(daysAgo(days), now)).toBe(expected)
  })

  it('says nothing for a date it cannot read', () => {
    expect(addedLabel('not a date', now)).toBe('')
  })
})

describe('authorInitials', () => {
  it.each([
    ['Anil Kumar', 'AK'],
    ['Robun', 'R'],
    ['Dr. Meera Iyer', 'MI'],
    ['  prashant   sharma ', 'PS'],
    ['Dr.', 'D'],
    ['', '?'],
  ])('%s -> %s', (author, expected) => {
    expect(authorInitials(author)).toBe(expected)
  })
})

describe('fileFormatLabel', () => {
  it('upper-cases the format and falls back to PDF', () => {
    expect(fileFormatLabel('pdf')).toBe('PDF')
    expect(fileFormatLabel('epub')).toBe('EPUB')
    expect(fileFormatLabel('')).toBe('PDF')
    expect(fileFormatLabel(null)).toBe('PDF')
  })
})

describe('purchasesLabel', () => {
  it('counts purchases in en-IN', () => {
    expect(purchasesLabel(0)).toBe('0 purchases')
    expect(purchasesLabel(1)).toBe('1 purchase')
    expect(purchasesLabel(125_000)).toBe('1,25,000 purchases')
  })
})
