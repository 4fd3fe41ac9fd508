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

/**
 * Asks for the first data of the page at `location` (if it has any) while its chunk loads.
 * Resolves once the requests have left (the page's prefetch module has loaded), with `done`:
 * when they have settled. Failures are left to the page's own queries, which ask again and show
 * their error states.
 */
export async function startPageData(
  queryClient: QueryClient,
  location: Location
): Promise<{ done: Promise<void> }> {
  const prefetch = await PAGE_DATA[location.pathname.replace(/\/+$/, '')]?.().catch(() => undefined)
  const done = prefetch ? prefetch(queryClient, location.search).catch(() => {}) : Promise.resolve()
  return { done }
}
