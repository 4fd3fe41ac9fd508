import { defineConfig } from '@playwright/test'

/*
| The release workflow's launch test (launch.spec.ts): the packaged app, started with Playwright's
| Electron support on the runner that built it, against a real API there (`npm start`). Not part
| of `npm test`: Electron cannot run on the CI machine; `npm test` type-checks these files.
*/
export default defineConfig({
  testDir: '.',
  testMatch: 'launch.spec.ts',
  outputDir: '../test-results/release-check',
  timeout: 240_000,
  expect: { timeout: 20_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
})
