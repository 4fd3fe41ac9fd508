import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import '@blueprintjs/core/lib/css/blueprint.css'
import '@pathshala/ui/tokens.css'
import './app/global.css'
import { App, queryClient } from './app/App.tsx'
import { prefetchSession } from './features/auth/index.ts'

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// The landing pages arrive rendered by the build (src/prerender/render-page.tsx): adopt that
// markup; every other path starts from an empty root, asking for the session at once.
if (container.hasChildNodes()) {
  hydrateRoot(container, app)
} else {
  prefetchSession(queryClient)
  // in its own chunk, loaded beside the page's: the landing never needs it
  void import('./app/prefetch-page-data.ts')
    .then(({ prefetchPageData }) => prefetchPageData(queryClient, window.location))
    .catch(() => {})
  createRoot(container).render(app)
}
