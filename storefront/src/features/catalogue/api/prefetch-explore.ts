import type { QueryClient } from '@tanstack/react-query'
import { prefetchForViewer } from '../../auth/index.ts'
import { courseListRequest, EXPLORE_FILTERS_IN_URL } from '../lib/explore-filters.ts'
import {
  categoriesQuery,
  courseListQuery,
  fetchCourseList,
  TOTAL_REQUEST,
} from './catalogue-queries.ts'

/**
 * What /home/explore shows first, asked for at once rather than once the page's chunk has run
 * and rendered: the page of courses its address names, the total and the categories. The
 * page's own queries then find the answers in the cache (same keys).
 */
export async function prefetchExplore(queryClient: QueryClient, search: string) {
  void queryClient.prefetchQuery(categoriesQuery)
  const request = courseListRequest(EXPLORE_FILTERS_IN_URL.parse(new URLSearchParams(search)))
  await Promise.all(
    [request, TOTAL_REQUEST].map((each) =>
      prefetchForViewer(queryClient, fetchCourseList(each), (userId) =>
        courseListQuery(each, userId)
      )
    )
  )
}
