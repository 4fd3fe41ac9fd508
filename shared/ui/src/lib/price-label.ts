import { formatCompactRupees, formatRupees } from '@pathshala/shared'

export interface PriceLabelOptions {
  /** The buyer already has it: it reads 'Enrolled' instead of an amount. */
  enrolled?: boolean
  /** Book cards abbreviate with K and M. */
  compact?: boolean
}

/**
 * What a price reads as: 'Enrolled', 'Free' for nothing to pay (a missing amount counts as 0),
 * otherwise rupees in the en-IN format ('₹1,499', or '₹1.5K' when compact).
 */
export function priceLabel(paise: number | null | undefined, options: PriceLabelOptions = {}) {
  if (options.enrolled) return 'Enrolled'
  if (!isPositive(paise)) return 'Free'
  return options.compact ? formatCompactRupees(paise) : formatRupees(paise)
}

function isPositive(paise: number | null | undefined): paise is number {
  return typeof paise === 'number' && Number.isFinite(paise) && Math.round(paise) > 0
}
