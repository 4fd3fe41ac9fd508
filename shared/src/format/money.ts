// Money travels as integer paise and is shown in rupees with Indian digit grouping (1,23,456).

import { formatScaledInteger } from './indian-digits.ts'

const RUPEE = '₹'
const PAISE_PER_RUPEE = 100
const RUPEES_TEXT = /^\d+(\.\d{1,2})?$/

/** Paise as the rupee amount answers carry beside paise (`price` by `pricePaise`): 149900 -> 1499. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / PAISE_PER_RUPEE
}

/** Rupees with at most two decimals as whole paise; rounding drops binary noise (19.99 -> 1999). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE)
}

/**
 * A typed price ('499', '499.5', 499.99: rupees, never negative, at most two decimals) as whole
 * paise, worked out on the digits so no floating-point rounding creeps in; null when the text is
 * not such an amount.
 */
export function parseRupees(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim()
  if (!RUPEES_TEXT.test(text)) return null
  const [whole = '', fraction = ''] = text.split('.')
  return Number(whole) * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0'))
}

/** '₹1,23,456' for whole rupees, '₹1,234.50' otherwise; missing or invalid amounts show '₹0'. */
export function formatRupees(paise: number | null | undefined): string {
  const amount = toWholePaise(paise)
  const sign = amount < 0 ? '-' : ''
  const absolute = Math.abs(amount)
  const digits =
    absolute % 100 === 0
      ? formatScaledInteger(absolute / PAISE_PER_RUPEE, 0)
      : formatScaledInteger(absolute, 2)
  return `${sign}${RUPEE}${digits}`
}

/**
 * For amounts already in rupees, such as a course `price` the old client read as a number or a
 * numeric string.
 */
export function formatRupeesFromRupees(rupees: number | string | null | undefined): string {
  const value = typeof rupees === 'string' ? Number(rupees.trim()) : rupees
  if (typeof value !== 'number' || !Number.isFinite(value)) return formatRupees(0)
  return formatRupees(rupeesToPaise(value))
}

/**
 * Short prices for book cards (docs/screens/learner.md#money-and-dates-on-screen): one decimal with
 * K from ₹1,000 and M from ₹10,00,000, kept literally ('₹1.0K', not '₹1K'); smaller amounts as
 * formatRupees. Rounds half up, and an amount that would round to '1,000.0K' is shown as '₹1.0M'
 * instead.
 */
export function formatCompactRupees(paise: number | null | undefined): string {
  const amount = toWholePaise(paise)
  const sign = amount < 0 ? '-' : ''
  const absolute = Math.abs(amount)

  // Counted in tenths of the unit, so rounding happens on integers, not on binary fractions.
  const tenthsOfThousand = Math.round(absolute / 10_000)
  const tenthsOfMillion = Math.round(absolute / 10_000_000)

  if (absolute >= 100_000_000 || tenthsOfThousand >= 10_000) {
    return `${sign}${RUPEE}${formatScaledInteger(tenthsOfMillion, 1)}M`
  }
  if (absolute >= 100_000) return `${sign}${RUPEE}${formatScaledInteger(tenthsOfThousand, 1)}K`
  return formatRupees(amount)
}

function toWholePaise(paise: number | null | undefined): number {
  if (typeof paise !== 'number' || !Number.isFinite(paise)) return 0
  // `|| 0` turns -0 (from rounding a tiny negative) into 0 so no '-₹0' appears.
  return Math.round(paise) || 0
}
