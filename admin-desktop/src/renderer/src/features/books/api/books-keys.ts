import type { StoreListRequest, StoreReportFilters } from './book-types.ts'

/** Query keys of the books feature; `all` covers everything a change to an item can alter. */
export const booksKeys = {
  all: ['books'] as const,
  lists: () => [...booksKeys.all, 'list'] as const,
  list: (request: StoreListRequest) => [...booksKeys.lists(), request] as const,
  stats: (filters: StoreReportFilters) => [...booksKeys.all, 'stats', filters] as const,
  authors: () => [...booksKeys.all, 'authors'] as const,
  analytics: (id: string, days: number) => [...booksKeys.all, 'analytics', id, days] as const,
}
