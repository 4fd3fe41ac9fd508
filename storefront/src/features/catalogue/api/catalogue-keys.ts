import type { RequestBody } from '../../../app/api.ts'

/**
 * Query keys of the catalogue (the published courses and their categories), also for the home
 * page's popular courses: invalidating `all` refreshes every list that shows a course. Course
 * answers depend on who asks (studentsEnroled holds the caller), so the viewer's id is part of
 * each course key.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  list: (request: RequestBody<'POST', '/courses/getAllCourses'>, userId: string | null) =>
    [...catalogueKeys.all, 'courses', request, userId] as const,
  course: (courseId: string, userId: string | null) =>
    [...catalogueKeys.all, 'course', courseId, userId] as const,
  /** the home page's most-enrolled courses (the answer's cards only, not the listing's page) */
  popular: (request: RequestBody<'POST', '/courses/getAllCourses'>, viewerId: string | null) =>
    [...catalogueKeys.all, 'popular', request, viewerId] as const,
}
