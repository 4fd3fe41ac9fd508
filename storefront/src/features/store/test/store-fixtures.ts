import type { FreeStoreItemGrant, StoreItem, StoreListMeta } from '../api/store-types.ts'
import { storeItemFixture } from '@pathshala/ui/testing/store-item-fixtures'

/** A published store item as the listing answers it; override what a test is about. */
export function storeItem(overrides: Partial<StoreItem> = {}): StoreItem {
  return storeItemFixture({
    purchases: 12,
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  })
}

/** store/capture's data for a free item, added to the library at once. */
export function freeGrant(bookId: string): FreeStoreItemGrant {
  return {
    id: `purchase-of-${bookId}`,
    entity: 'order',
    amount: 0,
    amount_paid: 0,
    amount_due: 0,
    currency: 'INR',
    status: 'paid',
    free: true,
    owned: true,
    bookId,
  }
}

/** The listing's answer for these items (one page unless told otherwise). */
export function listAnswer(items: StoreItem[], meta: Partial<StoreListMeta> = {}) {
  return {
    status: 200,
    body: {
      success: true,
      message: 'Books fetched successfully',
      data: items,
      meta: {
        totalItems: items.length,
        freeItems: items.filter((item) => item.isFree).length,
        currentPage: 1,
        totalPages: 1,
        hasNextPage: false,
        hasPrevPage: false,
        limit: 12,
        ...meta,
      },
    },
  }
}
