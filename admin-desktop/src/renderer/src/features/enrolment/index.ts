export { enrolmentKeys } from './api/enrolment-keys.ts'
export const loadEnrolPage = () => import('./components/EnrolPage.tsx')
