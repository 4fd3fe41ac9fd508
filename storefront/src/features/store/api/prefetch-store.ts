import type { QueryClient } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import { prefetchForViewer } from '../../auth/index.ts'
import { preloadFirstRowPictures } from '../../catalogue/index.ts'
import { storeViewAtom } from '../atoms/store-view.ts'
import { booksQuery, fetchBooksPage } from './books-query.ts'
import { STORE_FILTERS_IN_URL } from './store-filters.ts'

/** The page of the store its address names, asked for at once (same key as the page's). */
export async function prefetchStore(queryClient: QueryClient, search: string) {
  const filters = STORE_FILTERS_IN_URL.parse(new URLSearchParams(search))
  const answer = fetchBooksPage(filters)
  preloadFirstRowPictures(answer, 'store', getDefaultStore().get(storeViewAtom), (page) =>
    page.books.map((book) => book.thumbnailUrl)
  )
  await prefetchForViewer(queryClient, answer, (viewerId) => booksQuery(filters, viewerId))
}
