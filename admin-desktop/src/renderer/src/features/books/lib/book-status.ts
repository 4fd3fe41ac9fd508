import { Intent } from '@blueprintjs/core'

export interface StatusBadge {
  label: string
  intent: Intent
  /** For the badge's class: published, draft, archived or other */
  tone: 'published' | 'draft' | 'archived' | 'other'
}

/**
 * The card's status badge: published green, draft yellow, archived grey; a value the app does
 * not know shows as it is in blue, and a missing one reads 'Published' (docs/screens/admin.md).
 */
export function statusBadge(status: string | null | undefined): StatusBadge {
  const value = status?.trim().toLowerCase() ?? ''
  if (value === '' || value === 'published')
    return { label: 'Published', intent: Intent.SUCCESS, tone: 'published' }
  if (value === 'draft') return { label: 'Draft', intent: Intent.WARNING, tone: 'draft' }
  if (value === 'archived') return { label: 'Archived', intent: Intent.NONE, tone: 'archived' }
  return { label: status!.trim(), intent: Intent.PRIMARY, tone: 'other' }
}

/** Hide takes a published item out of the store (to draft); Show publishes anything else. */
export function visibilityToggle(status: string | null | undefined) {
  const published = statusBadge(status).tone === 'published'
  return published
    ? ({ label: 'Hide', next: 'draft' } as const)
    : ({ label: 'Show', next: 'published' } as const)
}
