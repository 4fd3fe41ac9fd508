export { courseWizardKeys } from './api/course-wizard-keys.ts'
export const loadCourseWizardPage = () => import('./components/CourseWizardPage.tsx')
