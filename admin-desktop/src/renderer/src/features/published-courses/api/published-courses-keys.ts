import type { CourseListRequest, CourseReviewsRequest } from '@pathshala/shared'

/** Query keys of the published courses feature (the list and the Inspect page). */
export const publishedCoursesKeys = {
  all: ['published-courses'] as const,
  lists: () => [...publishedCoursesKeys.all, 'list'] as const,
  list: (request: CourseListRequest) => [...publishedCoursesKeys.lists(), request] as const,
  categories: () => [...publishedCoursesKeys.all, 'categories'] as const,
  inspection: (courseId: string) => [...publishedCoursesKeys.all, 'inspect', courseId] as const,
  reviews: (request: CourseReviewsRequest) =>
    [...publishedCoursesKeys.all, 'reviews', request] as const,
}
