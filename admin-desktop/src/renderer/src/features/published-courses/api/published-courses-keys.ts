import type { RequestBody } from '../../../../../shared/api-contract.ts'

/**
 * Query keys of the published courses feature (the list and the Inspect page), also for the
 * enrolment's course picker: a change to a course refreshes every list that shows it.
 */
export const publishedCoursesKeys = {
  all: ['published-courses'] as const,
  lists: () => [...publishedCoursesKeys.all, 'list'] as const,
  list: (request: RequestBody<'POST', '/courses/getAllCourses'>) =>
    [...publishedCoursesKeys.lists(), request] as const,
  /** every course, drafts too, by name: the enrolment's picker */
  options: (search: string) => [...publishedCoursesKeys.all, 'options', search] as const,
  inspection: (courseId: string) => [...publishedCoursesKeys.all, 'inspect', courseId] as const,
  reviews: (request: RequestBody<'POST', '/courses/courseReviews'>) =>
    [...publishedCoursesKeys.all, 'reviews', request] as const,
}
