/** Months as the GST report takes them: 'YYYY-MM', India time (the returns' months). */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** This month in India: '2026-11'. */
export function currentMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now)
  const year = parts.find((part) => part.type === 'year')!.value
  const month = parts.find((part) => part.type === 'month')!.value
  return `${year}-${month}`
}

/** The month in the address, if it is one; else this month. */
export function monthOrCurrent(value: string | null, now?: Date): string {
  return value && MONTH.test(value) ? value : currentMonth(now)
}

/** 'November 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number)
  return new Intl.DateTimeFormat('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, number! - 1, 1)))
}

/** The month before or after: shift('2026-01', -1) is '2025-12'. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number)
  const date = new Date(Date.UTC(year!, number! - 1 + by, 1))
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}
