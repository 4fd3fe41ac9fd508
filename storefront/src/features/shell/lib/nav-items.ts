/** The top bar's links, in the order of docs/screens/learner.md#layout. */
export interface NavItem {
  label: string
  to: string
  /** Further paths that belong to this link, such as a course page under Courses. */
  alsoActiveOn?: readonly string[]
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/home' },
  { label: 'Courses', to: '/home/explore', alsoActiveOn: ['/home/course', '/home/enrolled'] },
  { label: 'Store', to: '/home/store' },
  { label: 'About Us', to: '/home/about' },
  { label: 'Contact Us', to: '/home/contact' },
]

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** Home is marked on /home only; the others also on the pages beneath them. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = normalise(pathname)
  if (item.to === '/home') return path === '/home'
  return [item.to, ...(item.alsoActiveOn ?? [])].some(
    (base) => path === base || path.startsWith(`${base}/`)
  )
}
