import { configDefaults, defineConfig } from 'vitest/config'
import { blueprintIconNames } from './scripts/blueprint-icon-names.ts'
import type { Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { THEME_INIT_SCRIPT } from '../shared/src/theme-init-script.ts'
import { COMPONENT_TEST_DEPENDENCIES } from '../shared/ui/vitest-dependencies.ts'

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

/**
 * Tests that replace the window or its location: in a VM context those are the context's own,
 * fixed properties, so these run where the globals are copies a test may replace.
 */
const REPLACE_BROWSER_GLOBALS = [
  'src/features/auth/components/LoginPage.test.tsx',
  'src/prerender/render-first-visit.test.tsx',
]

// In development the API runs on its own port; production serves both from one origin.
export default defineConfig({
  plugins: [react(), themeInitScript(), blueprintIconNames()],
  server: {
    // /verify/{id}: the certificate verification page, made by the API (docs/decisions.md#certificates)
    proxy: { '/api': 'http://127.0.0.1:3333', '/verify': 'http://127.0.0.1:3333' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
  },
  test: {
    // component tests only: the browser suite lives in e2e/ and runs through Playwright
    environment: 'jsdom',
    // a test on a loaded 2-core CI machine can take seconds (its waits for the DOM up to 5 s)
    testTimeout: 15_000,
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // stubs made with vi.stubGlobal / vi.stubEnv and spies are undone after every test
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...REPLACE_BROWSER_GLOBALS],
          // one jsdom per worker thread instead of one per file (Vitest's own advice); each file
          // still gets a fresh context with its own modules, so vi.mock and the setup's timer
          // bookkeeping stay per file
          pool: 'vmThreads',
          // the UI libraries pre-bundled, imported by each file's context as a few large modules
          deps: { optimizer: { client: { enabled: true, include: COMPONENT_TEST_DEPENDENCIES } } },
        },
      },
      {
        extends: true,
        test: {
          // the build's scripts run Vite, whose native bundler refuses another context's objects
          name: 'build scripts and stubbed globals',
          include: ['scripts/**/*.test.ts', ...REPLACE_BROWSER_GLOBALS],
          pool: 'threads',
        },
      },
    ],
  },
})
