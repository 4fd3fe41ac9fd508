const MS_PER_DAY = 86_400_000

/**
 * The store's 'Added' label (docs/screens/learner.md#money-and-dates-on-screen): 'Today', '1 day
 * ago', days under 30, months (30-day blocks) under a year, then years. Counts calendar days in the
 * viewer's time zone, so something added late yesterday reads '1 day ago' this morning. Future
 * dates read 'Today'; an invalid date gives ''.
 */
export function formatRelativeAge(date: Date | string | number, now: Date = new Date()): string {
  const then = new Date(date)
  if (Number.isNaN(then.getTime()) || Number.isNaN(now.getTime())) return ''

  const days = Math.round((calendarDay(now) - calendarDay(then)) / MS_PER_DAY)
  if (days <= 0) return 'Today'
  if (days < 30) return plural(days, 'day')
  if (days < 365) return plural(Math.floor(days / 30), 'month')
  return plural(Math.floor(days / 365), 'year')
}

// Local calendar date as a UTC midnight, so daylight-saving shifts never make a day 23 hours.
function calendarDay(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`
}
