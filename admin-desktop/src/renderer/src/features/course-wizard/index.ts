export const loadCourseWizardPage = () => import('./components/CourseWizardPage.tsx')
export type {
  BuilderCourse,
  BuilderCourseWithContent,
  BuilderLesson,
  BuilderSection,
} from './api/builder-types.ts'
