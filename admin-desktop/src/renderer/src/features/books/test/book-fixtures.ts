import type { StoreAdminStats, StoreItem, StoreListMeta } from '@pathshala/shared'

export function testBook(overrides: Partial<StoreItem> = {}): StoreItem {
  return {
    _id: 'b1',
    title: 'Polity Notes',
    author: 'Meera Iyer',
    description: 'Every article that matters',
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
    purchases: 3,
    studentsPurchase: [],
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
  }
}

/** `count` books b1..bN, titled Book 1..N */
export function testBooks(count: number): StoreItem[] {
  return Array.from({ length: count }, (_, index) =>
    testBook({ _id: `b${index + 1}`, title: `Book ${index + 1}` })
  )
}

export function booksMeta(totalItems: number, currentPage = 1, limit = 12): StoreListMeta {
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
