import { formatCompactRupees, formatCount, formatRelativeAge } from '@pathshala/shared'
import { categoryLabel } from '../api/store-filters.ts'
import type { StoreItem } from '../api/store-types.ts'

/** Free when flagged so, or when it costs nothing (an admin may have set the price to 0). */
export function isFreeBook(book: Pick<StoreItem, 'isFree' | 'pricePaise'>): boolean {
  return book.isFree || book.pricePaise <= 0
}

/**
 * The card's price: 'Free', or rupees shortened with K and M ('₹1.5K',
 * docs/screens/learner.md#money-and-dates-on-screen).
 */
export function bookPriceLabel(book: Pick<StoreItem, 'isFree' | 'pricePaise'>): string {
  return isFreeBook(book) ? 'Free' : formatCompactRupees(book.pricePaise)
}

export const bookTypeLabel = categoryLabel

/**
 * 'Added today', 'Added 1 day ago', 'Added 3 months ago'
 * (docs/screens/learner.md#money-and-dates-on-screen); '' for a bad date.
 */
export function addedLabel(createdAt: string, now: Date = new Date()): string {
  const age = formatRelativeAge(createdAt, now)
  if (age === '') return ''
  return age === 'Today' ? 'Added today' : `Added ${age}`
}

/** The file's format as the details list shows it: 'PDF' unless the item says otherwise. */
export function fileFormatLabel(format: string | null | undefined): string {
  const trimmed = (format ?? '').trim()
  return trimmed === '' ? 'PDF' : trimmed.toUpperCase()
}

// Titles that would take an initial for themselves: 'Dr. Meera Iyer' is MI, not DM.
const HONORIFICS = new Set(['dr', 'prof', 'mr', 'mrs', 'ms', 'shri', 'smt', 'sri'])

/** Up to two capital letters for the author avatar: 'Dr. Meera Iyer' -> 'MI'. */
export function authorInitials(author: string | null | undefined): string {
  const words = (author ?? '').trim().split(/\s+/).filter(Boolean)
  const named = words.filter((word) => !HONORIFICS.has(word.replace(/\.$/, '').toLowerCase()))
  const useful = named.length > 0 ? named : words
  if (useful.length === 0) return '?'
  const firstLetter = Array.from(useful[0]!)[0]!
  const lastLetter = useful.length > 1 ? Array.from(useful[useful.length - 1]!)[0]! : ''
  return (firstLetter + lastLetter).toUpperCase()
}

/** '1 purchase', '12 purchases', '1,250 purchases' (the real count, in place of a rating). */
export function purchasesLabel(purchases: number): string {
  const count = Number.isFinite(purchases) && purchases > 0 ? Math.floor(purchases) : 0
  return `${formatCount(count)} ${count === 1 ? 'purchase' : 'purchases'}`
}
