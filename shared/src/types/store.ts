import type { STORE_ITEM_STATUSES, STORE_ITEM_TYPES } from '../constants.ts'

export type StoreItemType = (typeof STORE_ITEM_TYPES)[number]
/** Stored and answered lowercase; input is accepted in any case. */
export type StoreItemStatus = (typeof STORE_ITEM_STATUSES)[number]

/** Public sorts; `revenue` only in the admin view. */
export type StoreSortField = 'createdAt' | 'title' | 'author' | 'price' | 'purchases' | 'revenue'
