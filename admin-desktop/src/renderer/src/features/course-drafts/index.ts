export { courseDraftsKeys } from './api/course-drafts-keys.ts'
export const loadCourseDraftsPage = () => import('./components/CourseDraftsPage.tsx')
export type { CourseDraft } from './api/draft-types.ts'
