export { categoriesKeys } from './api/categories-keys.ts'
export { categoryOptionsQuery } from './api/category-options.ts'
export const loadCategoriesPage = () => import('./components/CategoriesPage.tsx')
