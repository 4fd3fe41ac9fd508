export const loadCourseHubPage = () => import('./components/CourseHubPage.tsx')
