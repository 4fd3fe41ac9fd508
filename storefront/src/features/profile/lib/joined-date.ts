const JOINED = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** 'Joined 21 November 2026'; '' for a missing or broken date. */
export function joinedLabel(createdAt: string | null | undefined): string {
  if (!createdAt) return ''
  const date = new Date(createdAt)
  return Number.isNaN(date.getTime()) ? '' : `Joined ${JOINED.format(date)}`
}
