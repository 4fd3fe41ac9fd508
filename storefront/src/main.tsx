import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import '@blueprintjs/core/lib/css/blueprint.css'
import '@pathshala/ui/tokens.css'
import '@pathshala/ui/layout.css'
import '@pathshala/ui/motion.css'
import './app/global.css'
import { App, preloadPageAt, queryClient } from './app/App.tsx'
import { prefetchSession } from './features/auth/index.ts'
import { firstRenderReady } from './app/prefetch-page-data.ts'
import { adoptRenderedState } from './app/rendered-state.ts'

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// The landing pages arrive rendered by the build (src/prerender/render-page.tsx), a visitor's
// first visit by the API with the answers it shows (src/prerender/render-first-visit.tsx): adopt
// that markup. Every other path starts from an empty root, asking for the session at once.
if (adoptRenderedState(queryClient) && container.hasChildNodes()) {
  hydrateRoot(container, app)
} else {
  prefetchSession(queryClient)
  // The page's first requests leave before the first render (a long task on a slow phone), and
  // the render waits for the page itself (its HTML preloads its file) and briefly for its data,
  // so it shows the page with its data at once, without a fallback or a skeleton first. A
  // listing rendered for another view than this browser's stays until that render replaces it.
  void Promise.allSettled([
    firstRenderReady(queryClient, window.location),
    preloadPageAt(window.location.pathname),
  ]).then(() => createRoot(container).render(app))
}
