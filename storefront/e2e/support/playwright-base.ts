import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import type { PlaywrightTestConfig } from '@playwright/test'

/*
| What the storefront's and the admin's end-to-end suites run alike: Debian's Chromium (never a
| downloaded browser), timeouts for a slow 2-core CI machine that runs the server, its database
| and the browsers together, and the `list` reporter whose `N passed` / `N failed` lines the
| root npm test adds up. Each suite adds its folder and its global setup.
*/
/**
 * Debian's chromium-headless-shell when installed (.ci/run installs it), else its chromium: the
 * same Blink from the same package source, without the desktop browser's compositing, and what
 * Playwright itself runs headless. The storefront suite took a fifth less time in it (340 s, not 420).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export const sharedE2eConfig = {
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // a worker per core and one more: a worker's browser often waits (for the API, a timer, the
  // network going quiet), and the extra worker uses that time. On the CI machine's two cores the
  // admin suite took 217 s with three workers, 272 s with two
  workers: Number(process.env.E2E_WORKERS) || availableParallelism() + 1,
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
    // a trace records a screencast and a DOM snapshot of every action: it took a third of the
    // browsers' CPU when kept for every first try. CI retries a failure once, and that retry
    // is traced (E2E_TRACE=retain-on-failure traces every test, for a failure that passes again)
    trace: (process.env.E2E_TRACE as 'on-first-retry' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
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
