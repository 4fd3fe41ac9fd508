import { defineConfig } from '@playwright/test'
import { sharedE2eConfig } from './e2e/support/playwright-base.ts'

/*
| End-to-end suite (npm run test:e2e): Chromium against the production build served by the API
| on a fresh database; see e2e/README.md. The global setup starts everything; tests import
| `test` from e2e/support/fixtures.ts, which points baseURL at it.
*/
export default defineConfig({
  ...sharedE2eConfig,
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  globalSetup: './e2e/support/global-setup.ts',
})
