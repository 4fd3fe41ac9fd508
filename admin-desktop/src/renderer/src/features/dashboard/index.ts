export { dashboardKeys } from './api/dashboard-keys.ts'
export const loadDashboardPage = () => import('./components/DashboardPage.tsx')
