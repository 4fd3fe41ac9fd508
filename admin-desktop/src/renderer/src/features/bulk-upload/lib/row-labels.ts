import type { StoreItemStatus, StoreItemType } from '@pathshala/shared'

/** How the bulk upload names each item type and status in its selects. */
export const TYPE_LABELS: Record<StoreItemType, string> = {
  Notes: 'Notes',
  TestSeries: 'Test Series',
  Material: 'Material',
  Books: 'Books',
}

export const STATUS_LABELS: Record<StoreItemStatus, string> = {
  published: 'Published',
  draft: 'Draft',
  archived: 'Archived',
}
