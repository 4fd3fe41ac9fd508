import { queryOptions, useQuery } from '@tanstack/react-query'
import { InvalidBooksResponseError } from '@pathshala/shared'
import { api } from '../../../app/api.ts'
import { useViewer } from '../../auth/index.ts'
import { storeKeys } from './store-keys.ts'
import { toStoreListRequest, type StoreFilters } from './store-filters.ts'
import type { StoreItem, StoreListMeta } from './store-types.ts'

export interface BooksPage {
  books: StoreItem[]
  meta: StoreListMeta
}

/** One page of the store as `viewerId` sees it (its key names the viewer: storeKeys). */
export const booksQuery = (filters: StoreFilters, viewerId: string | null) =>
  queryOptions({
    queryKey: storeKeys.list(filters, viewerId),
    queryFn: () => fetchBooksPage(filters),
    // Brief, so returning to a page is instant but a purchase elsewhere shows soon.
    staleTime: 30_000,
  })

/** One page of the store as the session's viewer sees it (the answer marks their purchases). */
export async function fetchBooksPage(filters: StoreFilters): Promise<BooksPage> {
  const { body } = await api.post('/store/getAllBooks', {
    query: { ...toStoreListRequest(filters) },
  })
  if (!body || !Array.isArray(body.data) || typeof body.meta !== 'object' || !body.meta) {
    throw new InvalidBooksResponseError()
  }
  return { books: body.data, meta: body.meta }
}

/** The store's page as the session's viewer sees it, asked for once the session is known. */
export function useBooks(filters: StoreFilters) {
  const { userId, known } = useViewer()
  return useQuery({ ...booksQuery(filters, userId), enabled: known })
}
