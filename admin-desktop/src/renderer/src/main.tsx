import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@blueprintjs/core/lib/css/blueprint.css'
import '@pathshala/ui/tokens.css'
import '@pathshala/ui/layout.css'
import '@pathshala/ui/motion.css'
import './app/global.css'
import { App } from './app/App.tsx'
import { applyTheme } from './app/theme.ts'
import { choosePlatform } from './platform/index.ts'

// The host is settled once, before the first render: every screen works with the same one.
void choosePlatform().then(async (platform) => {
  const theme = (await platform.preferences.theme().catch(() => null)) ?? 'dark'
  applyTheme(theme)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App platform={platform} initialTheme={theme} />
    </StrictMode>
  )
})
