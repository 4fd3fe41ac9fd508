export type { CourseCard } from './api/published-course-types.ts'
export { publishedCoursesKeys } from './api/published-courses-keys.ts'
export const loadPublishedCoursesPage = () => import('./components/PublishedCoursesPage.tsx')
export const loadInspectCoursePage = () => import('./components/InspectCoursePage.tsx')
