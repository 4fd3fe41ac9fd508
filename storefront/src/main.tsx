import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import '@blueprintjs/core/lib/css/blueprint.css'
import '@pathshala/ui/tokens.css'
import './app/global.css'
import { App } from './app/App.tsx'

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// The landing pages arrive rendered by the build (src/prerender/render-page.tsx): adopt that
// markup; every other path starts from an empty root.
if (container.hasChildNodes()) hydrateRoot(container, app)
else createRoot(container).render(app)
