import type { CourseListRequest, CourseReviewsRequest } from '@pathshala/shared'

/**
 * Query keys of the published courses feature (the list and the Inspect page), also for the
 * enrolment's course picker: a change to a course refreshes every list that shows it.
 */
export const publishedCoursesKeys = {
  all: ['published-courses'] as const,
  lists: () => [...publishedCoursesKeys.all, 'list'] as const,
  list: (request: CourseListRequest) => [...publishedCoursesKeys.lists(), request] as const,
  /** every course, drafts too, by name: the enrolment's picker */
  options: (search: string) => [...publishedCoursesKeys.all, 'options', search] as const,
  inspection: (courseId: string) => [...publishedCoursesKeys.all, 'inspect', courseId] as const,
  reviews: (request: CourseReviewsRequest) =>
    [...publishedCoursesKeys.all, 'reviews', request] as const,
}
