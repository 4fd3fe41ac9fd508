// Money travels as integer paise and is shown in rupees with Indian digit grouping (1,23,456).

const RUPEE = '₹'
const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const oneDecimal = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})

/** '₹1,23,456' for whole rupees, '₹1,234.50' otherwise; missing or invalid amounts show '₹0'. */
export function formatRupees(paise: number | null | undefined): string {
  const amount = toWholePaise(paise)
  const sign = amount < 0 ? '-' : ''
  const absolute = Math.abs(amount)
  const digits =
    absolute % 100 === 0
      ? wholeRupees.format(absolute / 100)
      : rupeesAndPaise.format(absolute / 100)
  return `${sign}${RUPEE}${digits}`
}

/**
 * For amounts already in rupees, such as a course `price` the old client read as a number or a
 * numeric string.
 */
export function formatRupeesFromRupees(rupees: number | string | null | undefined): string {
  const value = typeof rupees === 'string' ? Number(rupees.trim()) : rupees
  if (typeof value !== 'number' || !Number.isFinite(value)) return formatRupees(0)
  return formatRupees(Math.round(value * 100))
}

/**
 * Short prices for book cards (spec §9): one decimal with K from ₹1,000 and M from ₹10,00,000,
 * kept literally ('₹1.0K', not '₹1K'); smaller amounts as formatRupees. Rounds half up, and an
 * amount that would round to '1,000.0K' is shown as '₹1.0M' instead.
 */
export function formatCompactRupees(paise: number | null | undefined): string {
  const amount = toWholePaise(paise)
  const sign = amount < 0 ? '-' : ''
  const absolute = Math.abs(amount)

  // Counted in tenths of the unit, so rounding happens on integers, not on binary fractions.
  const tenthsOfThousand = Math.round(absolute / 10_000)
  const tenthsOfMillion = Math.round(absolute / 10_000_000)

  if (absolute >= 100_000_000 || tenthsOfThousand >= 10_000) {
    return `${sign}${RUPEE}${oneDecimal.format(tenthsOfMillion / 10)}M`
  }
  if (absolute >= 100_000) return `${sign}${RUPEE}${oneDecimal.format(tenthsOfThousand / 10)}K`
  return formatRupees(amount)
}

function toWholePaise(paise: number | null | undefined): number {
  if (typeof paise !== 'number' || !Number.isFinite(paise)) return 0
  // `|| 0` turns -0 (from rounding a tiny negative) into 0 so no '-₹0' appears.
  return Math.round(paise) || 0
}
