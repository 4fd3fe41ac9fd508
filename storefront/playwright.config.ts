import { defineConfig } from '@playwright/test'

/*
| End-to-end suite (npm run test:e2e): Debian's Chromium (never a downloaded
| browser) against the production build served by the API on a fresh
| database; see e2e/README.md. The global setup starts everything; tests
| import `test` from e2e/support/fixtures.ts, which points baseURL at it.
*/
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  globalSetup: './e2e/support/global-setup.ts',
  // a slow CI machine (2 cores) runs the server, its database and the browsers together
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // `list` ends with the `N passed` / `N failed` lines the root npm test adds up
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
})
