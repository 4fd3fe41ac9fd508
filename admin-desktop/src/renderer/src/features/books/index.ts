export { booksKeys } from './api/books-keys.ts'
export const loadBooksHubPage = () => import('./components/BooksHubPage.tsx')
export const loadCreateBookPage = () => import('./components/CreateBookPage.tsx')
export const loadPublishedBooksPage = () => import('./components/PublishedBooksPage.tsx')
