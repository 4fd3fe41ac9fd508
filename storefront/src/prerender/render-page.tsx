import './server-storage.ts'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { AppRoutes } from '../app/App.tsx'

// The server build's other uses: the first requests of the pages the browser renders, and the
// listings the API renders on a visitor's first visit.
export { recordFirstRequests } from './first-requests.ts'
export { pageRenderer, RENDERED_PAGES } from './render-first-visit.tsx'
export { componentStyleSamples } from './style-samples.tsx'

/**
 * The landing pages rendered to HTML when the storefront is built (scripts/build.mjs): a visitor
 * sees them before any script has run, and main.tsx hydrates them. Rendered as a first-time
 * visitor sees them before any answer from the API (no data, no session, dark theme), which is
 * also the browser's first render, so hydration adopts the markup as it is.
 */
export const PRERENDERED_ROUTES = ['/home', '/home/about', '/home/contact'] as const

/** The markup of `#root` for `url`, once every lazily loaded page of it has arrived. */
export async function renderPage(url: string): Promise<string> {
  const queryClient = new QueryClient()
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    // one piece of HTML, every boundary in place: no script is needed to reveal any part of it
    { progressiveChunkSize: Number.POSITIVE_INFINITY }
  )
  const html = await new Response(prelude).text()
  queryClient.clear()
  return html
}
