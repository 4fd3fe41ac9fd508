/*
| Store items and listing pages as the API answers them, for both front ends' tests. The shapes
| are the kit's own; each app passes the results as its contract's types, so its type check
| proves they still match the API. Each app names its own items by overriding what its tests are
| about.
*/
import type { StoreItemStatus, StoreItemType } from '@pathshala/shared'

/** A store item's fields as anyone sees them (admins see more). */
export interface PublicStoreItem {
  _id: string
  title: string
  author: string
  description: string
  type: StoreItemType
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
  purchases: number
  studentsPurchase: { _id: string }[]
  /** ISO 8601 */
  createdAt: string
  updatedAt: string
}

/** The paging beside a listing's items (`meta`). */
export interface ListingMeta {
  totalItems: number
  currentPage: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
  limit: number
}

/**
 * A paid, published set of notes with no thumbnail; override what a test is about (admin
 * fields too: they are kept beside the public ones).
 */
export function storeItemFixture<Overrides extends Partial<PublicStoreItem>>(
  overrides: Overrides
): PublicStoreItem & Overrides {
  return {
    _id: 'book-1',
    title: 'Indian Polity Quick Notes',
    author: 'Anil Kumar',
    description: 'Concise revision notes with diagrams and mnemonics for Indian Polity.',
    type: 'Notes',
    category: 'Notes',
    price: 499,
    pricePaise: 49_900,
    isFree: false,
    thumbnailUrl: null,
    thumbnail_public_id: null,
    thumbnail_format: null,
    pdf_format: 'pdf',
    status: 'published',
    themes: [],
    purchases: 0,
    studentsPurchase: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  }
}

/** The paging of a listing of `totalItems`, seen at `currentPage`, `limit` to a page. */
export function listMetaFixture(totalItems: number, currentPage = 1, limit = 12): ListingMeta {
  const totalPages = Math.ceil(totalItems / limit)
  return {
    totalItems,
    currentPage,
    totalPages,
    hasNextPage: currentPage < totalPages,
    hasPrevPage: currentPage > 1,
    limit,
  }
}
