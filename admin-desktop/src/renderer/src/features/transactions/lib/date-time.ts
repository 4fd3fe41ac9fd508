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
