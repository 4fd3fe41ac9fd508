import { formatLongDate } from '@pathshala/shared'

/** 'Joined 21 November 2026'; '' for a missing or broken date. */
export function joinedLabel(createdAt: string | null | undefined): string {
  const date = formatLongDate(createdAt)
  return date === '' ? '' : `Joined ${date}`
}
