import { defineConfig } from 'vitest/config'
import { blueprintIconNames } from './scripts/blueprint-icon-names.ts'
import type { Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { THEME_INIT_SCRIPT } from '../shared/src/theme-init-script.ts'

/**
 * The remembered theme, applied by an inline script first thing in <body> (before the first
 * paint, without a request of its own); the API's Content-Security-Policy allows it by hash.
 */
function themeInitScript(): Plugin {
  return {
    name: 'pathshala:theme-init-script',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: THEME_INIT_SCRIPT, injectTo: 'body-prepend' }],
    },
  }
}

// In development the API runs on its own port; production serves both from one origin.
export default defineConfig({
  plugins: [react(), themeInitScript(), blueprintIconNames()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3333' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
  },
  test: {
    // component tests only: the browser suite lives in e2e/ and runs through Playwright
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // stubs made with vi.stubGlobal / vi.stubEnv and spies are undone after every test
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
  },
})
