export { categoriesKeys } from './api/categories-keys.ts'
export { categoryOptionsQuery } from './api/category-options.ts'
export type { Category } from './api/category-types.ts'
export const loadCategoriesPage = () => import('./components/CategoriesPage.tsx')
