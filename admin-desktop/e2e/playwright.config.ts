import { defineConfig } from '@playwright/test'

/*
| The admin's end-to-end suite (npm run test:e2e --workspace admin-desktop): Debian's Chromium
| (never a downloaded browser) against /admin as `npm start` serves it. The global setup builds
| the admin app, then starts the storefront suite's server harness (a storefront build, the API on
| a fresh embedded database with the demo data, an SMTP stand-in); see README.md here.
*/
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/playwright',
  globalSetup: './support/global-setup.ts',
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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
})
