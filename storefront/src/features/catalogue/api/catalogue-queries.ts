import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type RequestBody } from '../../../app/api.ts'
import { useViewer } from '../../auth/index.ts'
import { catalogueKeys } from './catalogue-keys.ts'

/** One page of published courses as the session's viewer sees it. */
export async function fetchCourseList(request: RequestBody<'POST', '/courses/getAllCourses'>) {
  const { body } = await api.post('/courses/getAllCourses', { body: request })
  return body
}

/** One page of published courses as `userId` sees it (the hooks and the page's prefetch share it). */
export const courseListQuery = (
  request: RequestBody<'POST', '/courses/getAllCourses'>,
  userId: string | null
) =>
  queryOptions({
    queryKey: catalogueKeys.list(request, userId),
    queryFn: () => fetchCourseList(request),
    // as the store's: a page asked for moments ago (by the page's prefetch, or before going
    // back) is shown without asking again; Refresh and an enrolment invalidate it
    staleTime: 30_000,
  })

/** One page of published courses; the previous page stays readable while the next loads. */
export function useCourseList(request: RequestBody<'POST', '/courses/getAllCourses'>) {
  const { userId, known } = useViewer()
  return useQuery({
    ...courseListQuery(request, userId),
    enabled: known,
    placeholderData: keepPreviousData,
  })
}

/** How many courses are published in all (the Total Courses stat): one tiny page. */
export function useCatalogueTotal() {
  const { data, isPending } = useCourseList(TOTAL_REQUEST)
  return { total: data?.totalCourses, isPending }
}
export const TOTAL_REQUEST: RequestBody<'POST', '/courses/getAllCourses'> = { page: 1, limit: 1 }

/** Every category, by name (the select's options and the Categories stat). */
export const categoriesQuery = queryOptions({
  queryKey: catalogueKeys.categories(),
  queryFn: async () => {
    const { body } = await api.get('/courses/showAllCategories')
    return body.data
  },
  staleTime: 5 * 60_000,
})

export function useCategories() {
  return useQuery(categoriesQuery)
}

/** One course with its content (POST /courses/getACourse) as the session's viewer sees it. */
export async function fetchCourse(courseId: string) {
  const { body } = await api.post('/courses/getACourse', { body: { courseId } })
  return body
}

/** One course with its content as `userId` sees it. */
export const courseQuery = (courseId: string, userId: string | null) =>
  queryOptions({
    queryKey: catalogueKeys.course(courseId, userId),
    queryFn: () => fetchCourse(courseId),
    // an unknown course stays unknown: no second try
    retry: false,
    staleTime: 30_000,
  })

/** The detail page's course. */
export function useCourse(courseId: string | null) {
  const { userId, known } = useViewer()
  return useQuery({
    ...courseQuery(courseId ?? '', userId),
    enabled: known && courseId !== null,
  })
}
