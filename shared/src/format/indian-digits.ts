/*
| Numbers grouped the Indian way (1,23,45,678) and long dates ('21 November 2026'), worked out
| by hand on purpose: a page's first `Intl.NumberFormat('en-IN')` or `toLocaleString('en-IN')`
| loads the browser's locale data, 50-120 ms of a first load at 4x CPU, before the first card
| can show a price (docs/decisions.md, "Delivery").
*/

/** '12345678' -> '1,23,45,678': the last three digits, then pairs. Expects digits only. */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  return `${head},${digits.slice(-3)}`
}

/**
 * A whole number of tenths, hundredths... (`units`, with `decimals` places) as grouped text:
 * (123450, 2) -> '1,234.50'. Integers in, so no binary fraction is ever rounded.
 */
export function formatScaledInteger(units: number, decimals: number): string {
  const sign = units < 0 ? '-' : ''
  const digits = String(Math.abs(Math.trunc(units))).padStart(decimals + 1, '0')
  const whole = groupIndianDigits(digits.slice(0, digits.length - decimals))
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${digits.slice(-decimals)}`
}

/** A count as learners read it: 1250 -> '1,250', 123456 -> '1,23,456' (fractions dropped). */
export function formatCount(count: number): string {
  return Number.isFinite(count) ? formatScaledInteger(Math.trunc(count), 0) : '0'
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** '21 November 2026' in the viewer's time zone; '' for a missing or broken date. */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`
}
