import type { QueryClient } from '@tanstack/react-query'
import { prefetchCourse, prefetchExplore } from '../features/catalogue/api/prefetch.ts'
import { prefetchStore } from '../features/store/api/prefetch.ts'

/** The pages the browser renders whose first data can be asked for before they render. */
const PAGE_DATA: Record<string, (queryClient: QueryClient, search: string) => Promise<void>> = {
  '/home/explore': prefetchExplore,
  '/home/course': prefetchCourse,
  '/home/store': prefetchStore,
}

/**
 * Starts the first requests of the page at `location` (if it has any) while its chunk loads.
 * Failures are left to the page's own queries, which ask again and show their error states.
 */
export async function prefetchPageData(queryClient: QueryClient, location: Location) {
  const pathname = location.pathname.replace(/\/+$/, '')
  await PAGE_DATA[pathname]?.(queryClient, location.search).catch(() => {})
}
