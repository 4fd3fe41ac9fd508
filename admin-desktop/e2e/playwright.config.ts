import { defineConfig } from '@playwright/test'
import { sharedE2eConfig } from '../../storefront/e2e/support/playwright-base.ts'

/*
| The admin's end-to-end suite (npm run test:e2e --workspace admin-desktop): Chromium against
| /admin as `npm start` serves it, with the storefront suite's settings. The global setup builds
| the admin app, then starts the storefront suite's server harness (a storefront build, the API
| on a fresh embedded database with the demo data, an SMTP stand-in); see README.md here.
*/
export default defineConfig({
  ...sharedE2eConfig,
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/playwright',
  globalSetup: './support/global-setup.ts',
})
