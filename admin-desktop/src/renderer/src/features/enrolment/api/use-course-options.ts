import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/index.ts'
import { publishedCoursesKeys, type CourseCard } from '../../published-courses/index.ts'

/** Courses per page of the picker; more load as the admin scrolls to "Load more". */
export const COURSE_OPTIONS_PAGE_SIZE = 20

export type CourseOption = Pick<CourseCard, '_id' | 'courseName' | 'status' | 'category'>

/**
 * Courses an admin may enrol learners into, searched on the server by name or description: every
 * course, drafts too (the manual enrolment call takes any course), by name, page by page.
 */
export function useCourseOptions(search: string) {
  const platform = usePlatform()
  return useInfiniteQuery({
    queryKey: publishedCoursesKeys.options(search),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      platform.api
        .post('/courses/getAllCourses', {
          body: {
            page: pageParam,
            limit: COURSE_OPTIONS_PAGE_SIZE,
            search: search === '' ? null : search,
            status: 'all',
            sortBy: 'courseName',
            sortOrder: 'asc',
          },
        })
        .then(({ body }) => body),
    getNextPageParam: (last) =>
      last.currentPage < last.totalPages ? last.currentPage + 1 : undefined,
    placeholderData: keepPreviousData,
    select: (data) => ({
      courses: data.pages.flatMap((page) =>
        page.data.map(({ _id, courseName, status, category }): CourseOption => ({
          _id,
          courseName,
          status,
          category,
        }))
      ),
      total: data.pages[0]?.totalCourses ?? 0,
    }),
  })
}
