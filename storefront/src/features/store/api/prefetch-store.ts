import type { QueryClient } from '@tanstack/react-query'
import { sessionUser } from '../../auth/index.ts'
import { booksQuery } from './books-query.ts'
import { STORE_FILTERS_IN_URL } from './store-filters.ts'

/** The page of the store its address names, as soon as the session is known (same key as the page's). */
export async function prefetchStore(queryClient: QueryClient, search: string) {
  const viewer = await sessionUser(queryClient)
  const viewerId = viewer?._id ?? null
  const filters = STORE_FILTERS_IN_URL.parse(new URLSearchParams(search))
  await queryClient.prefetchQuery(booksQuery(filters, viewerId))
}
