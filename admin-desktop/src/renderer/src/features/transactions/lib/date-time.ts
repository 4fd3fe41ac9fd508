/** Admin screens show times in India's time zone, the business's own days. */
export const ADMIN_TIME_ZONE = 'Asia/Kolkata'

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ADMIN_TIME_ZONE,
})

const dateOnly = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ADMIN_TIME_ZONE,
})

/** '23 Nov 2026, 8:15 pm' in India's time; an empty or invalid time reads '—'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date)
}

/** '23 Nov 2026' in India's time; an empty or invalid time reads '—'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '—' : dateOnly.format(date)
}

const calendarDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * A calendar day as the API names it (YYYY-MM-DD, already India's day) as people write it:
 * '31 Oct 2026'. Read as that day itself, never shifted by a time zone.
 */
export function formatDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(day.getTime()) ? date : calendarDay.format(day)
}
