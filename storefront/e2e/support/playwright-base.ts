import { availableParallelism } from 'node:os'
import type { PlaywrightTestConfig } from '@playwright/test'

/*
| What the storefront's and the admin's end-to-end suites run alike: Debian's Chromium (never a
| downloaded browser), timeouts for a slow 2-core CI machine that runs the server, its database
| and the browsers together, and the `list` reporter whose `N passed` / `N failed` lines the
| root npm test adds up. Each suite adds its folder and its global setup.
*/
export const sharedE2eConfig = {
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // a worker per two cores, two at least: each worker's browser shares the machine with the API
  // and its database, so two on the CI machine's two cores, more on a developer's machine
  workers: Number(process.env.E2E_WORKERS) || Math.max(2, Math.floor(availableParallelism() / 2)),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // dialogs, drawers and toasts in place at once (@pathshala/ui/motion.css): a test clicks a
    // dialog's button as soon as it is there, and one mid-zoom can miss (the button moves
    // between the press and the release)
    reducedMotion: 'reduce',
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
} satisfies PlaywrightTestConfig
