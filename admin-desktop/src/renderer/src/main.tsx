import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@blueprintjs/core/lib/css/blueprint.css'
import './app/global.css'
import { App } from './app/App.tsx'
import { applyTheme } from './app/theme.ts'
import { choosePlatform } from './platform/index.ts'

// The host is settled once, before the first render: every screen works with the same one.
void choosePlatform().then(async (platform) => {
  applyTheme((await platform.preferences.theme()) ?? 'dark')
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App platform={platform} />
    </StrictMode>
  )
})
