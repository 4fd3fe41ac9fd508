import type { QueryClient } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import { prefetchForViewer } from '../../auth/index.ts'
import { firstRowCards, listingImageSizes, preloadCardPictures } from '../../catalogue/index.ts'
import { storeViewAtom } from '../atoms/store-view.ts'
import { booksQuery, fetchBooksPage } from './books-query.ts'
import { STORE_FILTERS_IN_URL } from './store-filters.ts'

/** The page of the store its address names, asked for at once (same key as the page's). */
export async function prefetchStore(queryClient: QueryClient, search: string) {
  const filters = STORE_FILTERS_IN_URL.parse(new URLSearchParams(search))
  const answer = fetchBooksPage(filters)
  preloadCardPictures(
    answer,
    (page) => page.books.slice(0, firstRowCards('store')).map((book) => book.thumbnailUrl),
    listingImageSizes('store', getDefaultStore().get(storeViewAtom))
  )
  await prefetchForViewer(queryClient, answer, (viewerId) => booksQuery(filters, viewerId))
}
