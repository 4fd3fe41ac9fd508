import { describe, expect, test } from 'vitest'
import { statusBadge, visibilityToggle } from './book-status.ts'

describe('the status badge', () => {
  test('published green, draft yellow, archived grey, unknown blue, missing Published', () => {
    expect(statusBadge('published')).toMatchObject({ label: 'Published', intent: 'success' })
    expect(statusBadge('draft')).toMatchObject({ label: 'Draft', intent: 'warning' })
    expect(statusBadge('archived')).toMatchObject({ label: 'Archived', intent: 'none' })
    expect(statusBadge('review')).toMatchObject({ label: 'review', intent: 'primary' })
    expect(statusBadge(undefined)).toMatchObject({ label: 'Published', intent: 'success' })
    expect(statusBadge('')).toMatchObject({ label: 'Published' })
  })

  test('Hide when published (to draft), Show otherwise (to published)', () => {
    expect(visibilityToggle('published')).toEqual({ label: 'Hide', next: 'draft' })
    expect(visibilityToggle('draft')).toEqual({ label: 'Show', next: 'published' })
    expect(visibilityToggle('archived')).toEqual({ label: 'Show', next: 'published' })
  })
})
