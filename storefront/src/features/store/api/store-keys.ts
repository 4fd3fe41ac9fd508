import type { StoreFilters } from './store-filters.ts'

/**
 * Query keys of the store. A page's key holds the viewer's id because the answer marks that
 * viewer's own purchases: a sign-in or sign-out must not show another viewer's Access buttons.
 * A visitor's first visit arrives with its page under this key (src/app/rendered-state.ts).
 */
export const storeKeys = {
  all: ['store'] as const,
  /** every store listing in the cache; purchases invalidate them all */
  lists: () => [...storeKeys.all, 'books'] as const,
  list: (filters: StoreFilters, viewerId: string | null) =>
    [...storeKeys.lists(), viewerId, filters] as const,
}
