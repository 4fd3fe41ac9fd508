import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createStore, Provider as AtomsProvider, type WritableAtom } from 'jotai'
import type {
  PageRenderer,
  PageRenderRequest,
  RenderedQuery,
  RenderedState,
} from '@pathshala/shared/rendered-page'
import { isViewMode, type ViewMode } from '@pathshala/ui'
import { AppRoutes, preloadPageAt } from '../app/App.tsx'
import { sendApiRequestsThrough } from '../app/api.ts'
import { startPageData } from '../app/prefetch-page-data.ts'
import { authKeys, prefetchSession } from '../features/auth/index.ts'
import { CATALOGUE_VIEW_KEY, catalogueViewAtom } from '../features/catalogue/atoms/view-mode.ts'
import { STORE_VIEW_KEY, storeViewAtom } from '../features/store/atoms/store-view.ts'

/**
 * The pages whose first visit (no session) the API renders to HTML from this build
 * (api/app/http/services/rendered_pages.ts): on a slow phone, rendering them in the browser costs
 * ~0.5 s before their first paint (docs/decisions.md, "Delivery"). The listings without a
 * query (their filters are the visitor's later choices), a course with its id alone.
 */
export const RENDERED_PAGES = ['/home/explore', '/home/store', '/home/course'] as const
export type RenderedRoute = (typeof RENDERED_PAGES)[number]

const isRenderedRoute = (route: string): route is RenderedRoute =>
  (RENDERED_PAGES as readonly string[]).includes(route)

/** A course's id as the catalogue gives them: anything else is not worth a render. */
const COURSE_ID = /^[\w-]{1,64}$/

/**
 * The query `route` is rendered with, from the address's (`search`, with or without its `?`):
 * none for a listing, `?id=<course>` for a course; null when the address is not rendered.
 */
export function renderedSearch(route: string, search: string): string | null {
  const params = new URLSearchParams(search)
  if (route === '/home/course') {
    const id = params.get('id')
    return [...params.keys()].length === 1 && id && COURSE_ID.test(id) ? `?id=${id}` : null
  }
  return isRenderedRoute(route) && [...params.keys()].length === 0 ? '' : null
}

/** The stored choices each page renders from (a listing's grid or list view), by storage key. */
const STORED_CHOICES: Record<
  RenderedRoute,
  { key: string; atom: WritableAtom<ViewMode, [ViewMode], void> }[]
> = {
  '/home/explore': [{ key: CATALOGUE_VIEW_KEY, atom: catalogueViewAtom }],
  '/home/store': [{ key: STORE_VIEW_KEY, atom: storeViewAtom }],
  '/home/course': [],
}

/**
 * What `route` would find in the visitor's browser storage, from their cookies: a listing's
 * view is copied into a cookie of the same name (the UI kit's viewModeAtom).
 */
export function storedChoices(
  route: string,
  cookie: (name: string) => string | undefined
): RenderedState['storage'] {
  if (!isRenderedRoute(route)) return {}
  return Object.fromEntries(
    STORED_CHOICES[route].map(({ key }) => {
      const mode = cookie(key)
      return [key, isViewMode(mode) ? JSON.stringify(mode) : null]
    })
  )
}

export interface RenderedPage {
  markup: string
  /** What the markup was rendered from, for the browser to hydrate with the same. */
  state: RenderedState
}

/** The API's side of it (shared/src/rendered-page.ts). */
export const pageRenderer = {
  RENDERED_PAGES,
  renderedSearch,
  storedChoices,
  renderFirstVisit,
} satisfies PageRenderer

/** A loopback answer slower than this fails the render (the browser renders instead). */
const API_ANSWER_TIMEOUT_MS = 3000

let rendering: Promise<unknown> = Promise.resolve()

/**
 * `route` rendered as a visitor sees it: its data asked for by the app's own first-visit code
 * (the session's and the page's), then the routes rendered with those answers. Null when an
 * answer failed: the browser then renders the page itself. One page at a time, since the app's
 * API client is module state.
 */
export function renderFirstVisit(
  route: string,
  request: PageRenderRequest
): Promise<RenderedPage | null> {
  const render = rendering.then(() => renderNow(route, request))
  rendering = render.catch(() => {})
  return render
}

async function renderNow(route: string, { apiOrigin, storage, search }: PageRenderRequest) {
  const query = renderedSearch(route, search)
  if (!isRenderedRoute(route) || query === null) {
    throw new Error(`${route}${search} is not rendered on the server`)
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // the app's atoms read the browser storage once, when their modules load (server-storage.ts):
  // the visitor's choices go into this render's own atoms
  const atoms = createStore()
  for (const { key, atom } of STORED_CHOICES[route]) {
    const stored = storage[key]
    if (stored) atoms.set(atom, JSON.parse(stored) as ViewMode)
  }
  const restoreTransport = sendApiRequestsThrough((input, init) =>
    fetch(new URL(String(input), apiOrigin), {
      ...init,
      signal: AbortSignal.timeout(API_ANSWER_TIMEOUT_MS),
    })
  )
  try {
    prefetchSession(queryClient)
    const { done } = await startPageData(queryClient, {
      pathname: route,
      search: query,
    } as Location)
    await Promise.all([done, preloadPageAt(route)])
    await settled(queryClient)
    const queries = queryClient.getQueryCache().getAll()
    if (queries.some((query) => query.state.status !== 'success')) return null
    const { prelude } = await prerender(
      <StrictMode>
        <AtomsProvider store={atoms}>
          <QueryClientProvider client={queryClient}>
            <StaticRouter location={`${route}${query}`}>
              <AppRoutes />
            </StaticRouter>
          </QueryClientProvider>
        </AtomsProvider>
      </StrictMode>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY }
    )
    return {
      markup: await new Response(prelude).text(),
      state: { queries: renderedQueries(queryClient), storage },
    }
  } finally {
    restoreTransport()
    localStorage.clear()
    queryClient.clear()
  }
}

/**
 * Waits until no query is fetching (a prefetch may start another once it has an answer), for a
 * few rounds at most: each answer is bounded by API_ANSWER_TIMEOUT_MS.
 */
async function settled(queryClient: QueryClient) {
  for (let round = 0; round < 5 && queryClient.isFetching() > 0; round++) {
    await Promise.all(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.promise?.catch(() => {}))
    )
  }
}

/**
 * The answers the markup shows, for the browser's cache. The session's is marked as asked at
 * no time: the page renders as a visitor's, then asks once hydrated, as every page does. That
 * answer hands out the XSRF token a form needs and shows a sign-in made meanwhile elsewhere.
 */
function renderedQueries(queryClient: QueryClient): RenderedQuery[] {
  const sessionHash = JSON.stringify(authKeys.currentUser())
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => ({
      queryKey: query.queryKey,
      data: query.state.data,
      updatedAt: query.queryHash === sessionHash ? 0 : query.state.dataUpdatedAt,
    }))
}
