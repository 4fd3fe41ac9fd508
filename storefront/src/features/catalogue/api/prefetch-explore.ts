import type { QueryClient } from '@tanstack/react-query'
import { sessionUser } from '../../auth/index.ts'
import { courseListRequest, EXPLORE_FILTERS_IN_URL } from '../lib/explore-filters.ts'
import { categoriesQuery, courseListQuery, TOTAL_REQUEST } from './catalogue-queries.ts'

/**
 * What /home/explore shows first, asked for as soon as the session is known rather than once the
 * page's chunk has run and rendered: the page of courses its address names, the total and the
 * categories. The page's own queries then find the answers in the cache (same keys).
 */
export async function prefetchExplore(queryClient: QueryClient, search: string) {
  void queryClient.prefetchQuery(categoriesQuery)
  const viewer = await sessionUser(queryClient)
  const userId = viewer?._id ?? null
  const filters = EXPLORE_FILTERS_IN_URL.parse(new URLSearchParams(search))
  await Promise.all([
    queryClient.prefetchQuery(courseListQuery(courseListRequest(filters), userId)),
    queryClient.prefetchQuery(courseListQuery(TOTAL_REQUEST, userId)),
  ])
}
