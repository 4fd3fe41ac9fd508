/*
| Store items and listing pages as the API answers them, for both front ends' tests: one shape
| to keep in step with shared/src/types/store.ts. Each app names its own items by overriding
| what its tests are about.
*/
import type { StoreItem, StoreListMeta } from '@pathshala/shared'

/** A paid, published set of notes with no thumbnail; override what a test is about. */
export function storeItemFixture(overrides: Partial<StoreItem> = {}): StoreItem {
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
export function listMetaFixture(totalItems: number, currentPage = 1, limit = 12): StoreListMeta {
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
