export { dashboardKeys } from './api/dashboard-keys.ts'
export const loadDashboardPage = () => import('./components/DashboardPage.tsx')
export type { AdminDashboard, DashboardDay, DashboardFigure } from './api/dashboard-types.ts'
