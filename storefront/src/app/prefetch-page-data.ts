import type { QueryClient } from '@tanstack/react-query'

type PagePrefetch = (queryClient: QueryClient, search: string) => Promise<void>

/**
 * The pages the browser renders whose first data can be asked for before they render, each
 * prefetch in a module of its own (scripts/page-html.mjs preloads it with the page): a page
 * loads only its own.
 */
const PAGE_DATA: Record<string, () => Promise<PagePrefetch>> = {
  '/home/explore': () =>
    import('../features/catalogue/api/prefetch-explore.ts').then(
      (module) => module.prefetchExplore
    ),
  '/home/course': () =>
    import('../features/catalogue/api/prefetch-course.ts').then((module) => module.prefetchCourse),
  '/home/store': () =>
    import('../features/store/api/prefetch-store.ts').then((module) => module.prefetchStore),
}

/** The prefetch of the page at `pathname`, once its module has loaded (none for other pages). */
export async function pagePrefetch(pathname: string): Promise<PagePrefetch | undefined> {
  return PAGE_DATA[pathname.replace(/\/+$/, '')]?.()
}

/**
 * Asks for the first data of the page at `location` (if it has any) while its chunk loads.
 * Failures are left to the page's own queries, which ask again and show their error states.
 */
export async function prefetchPageData(queryClient: QueryClient, location: Location) {
  const prefetch = await pagePrefetch(location.pathname).catch(() => undefined)
  await prefetch?.(queryClient, location.search).catch(() => {})
}
