export { categoriesKeys } from './api/categories-keys.ts'
export const loadCategoriesPage = () => import('./components/CategoriesPage.tsx')
