import type { STORE_ITEM_STATUSES, STORE_ITEM_TYPES } from '../constants.ts'

export type StoreItemType = (typeof STORE_ITEM_TYPES)[number]
/** Stored and answered lowercase; input is accepted in any case. */
export type StoreItemStatus = (typeof STORE_ITEM_STATUSES)[number]

/**
 * A store item (book, notes, test series, material) as the API answers it
 * (POST /store/getAllBooks, user.materials). No answer carries a download
 * URL: owners and admins get a short-lived link from GET /store/download/:id.
 */
export interface StoreItem extends Partial<StoreItemAdminFields> {
  _id: string
  title: string
  author: string
  description: string
  type: StoreItemType
  /** The same as `type` (the admin list reads `category`). */
  category: StoreItemType
  /** Rupees */
  price: number
  pricePaise: number
  isFree: boolean
  thumbnailUrl: string | null
  thumbnail_public_id: string | null
  thumbnail_format: string | null
  pdf_format: string
  status: StoreItemStatus
  themes: string[]
  /** How many learners own it */
  purchases: number
  /** The caller's own entry when the caller owns it, else empty. */
  studentsPurchase: { _id: string }[]
  /** ISO 8601 */
  createdAt: string
  updatedAt: string
}

/** What only admins see of a store item (the admin list, the content form). */
export interface StoreItemAdminFields {
  totalSales: number
  /** Rupees */
  totalRevenue: number
  totalRevenuePaise: number
  /** There are no book ratings: always null. */
  averageRating: null
  pdf_public_id: string | null
  pdfBytes: number | null
  /** ISO 8601 */
  deletedAt: string | null
}

/** Public sorts; `revenue` only in the admin view. */
export type StoreSortField = 'createdAt' | 'title' | 'author' | 'price' | 'purchases' | 'revenue'
