export const loadEnrolPage = () => import('./components/EnrolPage.tsx')
