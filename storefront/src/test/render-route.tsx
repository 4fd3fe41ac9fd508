import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createStore, Provider as JotaiProvider } from 'jotai'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'

/**
 * Renders the current location as text, so a test can see where a redirect went; the `from`
 * a guard left in the history state is in data-from.
 */
export function LocationProbe() {
  const location = useLocation()
  const from = (location.state as { from?: string } | null)?.from
  return (
    <output data-testid="location" data-from={from}>
      {location.pathname + location.search}
    </output>
  )
}

interface Options {
  /** The URL the router starts at, e.g. '/home/explore?page=2'. */
  at?: string
  /** Extra routes beside the one under test ('/login' showing the probe, say). */
  routes?: Record<string, ReactNode>
  /** The route pattern `ui` is mounted on; defaults to the path of `at`. */
  path?: string
}

/**
 * Renders `ui` the way App.tsx does (TanStack Query, jotai, react-router) with fresh state per
 * test: a query client that does not retry, and its own jotai store. Pair with fakeApi().
 */
export function renderRoute(ui: ReactElement, { at = '/', routes = {}, path }: Options = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  })
  const store = createStore()
  const result = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={path ?? at.split('?')[0]} element={ui} />
            {Object.entries(routes).map(([routePath, element]) => (
              <Route key={routePath} path={routePath} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </JotaiProvider>
    </QueryClientProvider>
  )
  return { ...result, queryClient, store }
}
