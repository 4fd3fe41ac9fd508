import type { QueryClient } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import { prefetchForViewer } from '../../auth/index.ts'
import { courseListRequest, EXPLORE_FILTERS_IN_URL } from '../lib/explore-filters.ts'
import {
  categoriesQuery,
  courseListQuery,
  fetchCourseList,
  TOTAL_REQUEST,
} from './catalogue-queries.ts'
import { preloadFirstRowPictures } from '../lib/preload-card-pictures.ts'
import { catalogueViewAtom } from '../atoms/view-mode.ts'

/**
 * What /home/explore shows first, asked for at once rather than once the page's chunk has run
 * and rendered: the page of courses its address names, the total and the categories. The
 * page's own queries then find the answers in the cache (same keys).
 */
export async function prefetchExplore(queryClient: QueryClient, search: string) {
  void queryClient.prefetchQuery(categoriesQuery)
  const request = courseListRequest(EXPLORE_FILTERS_IN_URL.parse(new URLSearchParams(search)))
  const page = fetchCourseList(request)
  preloadFirstRowPictures(page, 'explore', getDefaultStore().get(catalogueViewAtom), (answer) =>
    answer.data.map((course) => course.thumbnail)
  )
  await Promise.all([
    prefetchForViewer(queryClient, page, (userId) => courseListQuery(request, userId)),
    prefetchForViewer(queryClient, fetchCourseList(TOTAL_REQUEST), (userId) =>
      courseListQuery(TOTAL_REQUEST, userId)
    ),
  ])
}
