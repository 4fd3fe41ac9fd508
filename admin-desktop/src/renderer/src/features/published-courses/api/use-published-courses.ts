import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/index.ts'
import { categoryOptionsQuery } from '../../categories/index.ts'
import { publishedCoursesKeys } from './published-courses-keys.ts'
import type { RequestBody } from '../../../../../shared/api-contract.ts'

/** One page of published courses (an admin asking without a status gets the published ones). */
export function usePublishedCourses(request: RequestBody<'POST', '/courses/getAllCourses'>) {
  const platform = usePlatform()
  return useQuery({
    queryKey: publishedCoursesKeys.list(request),
    queryFn: () =>
      platform.api.post('/courses/getAllCourses', { body: request }).then(({ body }) => body),
    placeholderData: keepPreviousData,
  })
}

/** Every category (up to 100, by name) for the Categories filter and the edit form. */
export function useCourseCategories() {
  const platform = usePlatform()
  return useQuery({ ...categoryOptionsQuery(platform.api), staleTime: 60_000 })
}
