import type { Theme } from '../platform/index.ts'

/** Blueprint's dark class on <html> and <body> (the body does not inherit it from a div). */
export function applyTheme(theme: Theme, page: Document = document) {
  for (const element of [page.documentElement, page.body]) {
    element.classList.toggle('bp6-dark', theme === 'dark')
  }
  page.documentElement.style.colorScheme = theme
}
