import type { StoreAdminStats, StoreItem } from '../api/book-types.ts'
import { listMetaFixture, storeItemFixture } from '@pathshala/ui/testing/store-item-fixtures'

export function testBook(overrides: Partial<StoreItem> = {}): StoreItem {
  return storeItemFixture({
    _id: 'b1',
    title: 'Polity Notes',
    author: 'Meera Iyer',
    description: 'Every article that matters',
    purchases: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    totalSales: 3,
    totalRevenue: 1497,
    totalRevenuePaise: 149_700,
    averageRating: null,
    pdf_public_id: 'pathshala/books/abc',
    pdfBytes: 1024,
    deletedAt: null,
    ...overrides,
  })
}

/** `count` books b1..bN, titled Book 1..N */
export function testBooks(count: number): StoreItem[] {
  return Array.from({ length: count }, (_, index) =>
    testBook({ _id: `b${index + 1}`, title: `Book ${index + 1}` })
  )
}

export const booksMeta = listMetaFixture

export function testStats(overrides: Partial<StoreAdminStats> = {}): StoreAdminStats {
  return {
    totalBooks: 30,
    published: 21,
    drafts: 7,
    archived: 2,
    free: 4,
    totalSales: 90,
    revenue: 12_345.5,
    revenuePaise: 1_234_550,
    ...overrides,
  }
}
