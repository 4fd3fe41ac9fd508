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

/** A page's path as the first-load tables name it: `/home/store/` is `/home/store`. */
export const pagePath = (pathname: string) => pathname.replace(/\/+$/, '')

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
  const prefetch = await PAGE_DATA[pagePath(location.pathname)]?.().catch(() => undefined)
  const done = prefetch ? prefetch(queryClient, location.search).catch(() => {}) : Promise.resolve()
  return { done }
}

/**
 * How long the first render waits for the page's data once its requests have left: an answer
 * within it is shown at once, without a render and a paint of the skeleton first (on a slow
 * phone each costs ~200 ms); a slower one is not waited for, the skeleton shows meanwhile.
 */
export const FIRST_DATA_WAIT_MS = 600

/**
 * Starts the page's first requests and resolves when the first render may start: once they
 * have settled, or FIRST_DATA_WAIT_MS after they left.
 */
export async function firstRenderReady(
  queryClient: QueryClient,
  location: Location,
  waitMs = FIRST_DATA_WAIT_MS
) {
  const { done } = await startPageData(queryClient, location)
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))])
  clearTimeout(timer)
}
