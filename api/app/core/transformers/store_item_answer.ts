import type { StoreItemStatus, StoreItemType } from '@pathshala/shared'

/*
| The store's answer for an item (exported by app/store/transformers/store_item_types.ts too),
| declared here, below every domain, because the user answer of accounts, a floor below the
| store, carries the learner's materials in this shape (docs/architecture.md#domain-floors).
*/

/**
 * A store item (book, notes, test series, material) as the API answers it
 * (POST /store/getAllBooks, user.materials). No answer carries a download
 * URL: owners and admins get a short-lived link from GET /store/download/:id.
 */
export interface StoreItemAnswer extends Partial<StoreItemAdminFields> {
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
  /** Stored and answered lowercase */
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
