export const loadCourseWizardPage = () => import('./components/CourseWizardPage.tsx')
