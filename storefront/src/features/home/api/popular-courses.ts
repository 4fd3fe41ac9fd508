import { useQuery } from '@tanstack/react-query'
import { api, type RequestBody } from '../../../app/api.ts'
import { catalogueKeys } from '../../catalogue/index.ts'

/** The home page's three most-enrolled courses (docs/screens/learner.md#home). */
/** How many popular courses the home page shows (and how many placeholders while they load). */
export const POPULAR_COURSES_COUNT = 3

export const POPULAR_COURSES_REQUEST: RequestBody<'POST', '/courses/getAllCourses'> = {
  page: 1,
  limit: POPULAR_COURSES_COUNT,
  sortBy: 'enrollments',
  sortOrder: 'desc',
}

/**
 * Keyed by the viewer: the answer marks the caller's own enrolment, so a learner who signs in or
 * out must not see the cards of the previous viewer. The catalogue's key: its refreshes reach
 * these cards too.
 */
export function usePopularCourses(viewerId: string | null, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.popular(POPULAR_COURSES_REQUEST, viewerId),
    enabled,
    queryFn: async () => {
      const { body } = await api.post('/courses/getAllCourses', {
        body: POPULAR_COURSES_REQUEST,
      })
      return body.data
    },
    staleTime: 60_000,
  })
}
