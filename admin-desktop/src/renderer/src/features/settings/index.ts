export const loadSettingsPage = () => import('./components/SettingsPage.tsx')
