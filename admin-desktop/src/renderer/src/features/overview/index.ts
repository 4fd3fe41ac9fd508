export const loadOverviewPage = () => import('./components/OverviewPage.tsx')
