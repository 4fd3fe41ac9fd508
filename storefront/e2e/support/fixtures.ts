import { test as base, expect } from '@playwright/test'
import { ENV, readEnv } from './environment.ts'
import { mailbox, type Mailbox } from './mailbox.ts'
import { watchCspViolations } from './csp-guard.ts'

/**
 * The `test` every spec imports: Playwright's, with baseURL pointed at the server the global
 * setup started, a `mailbox` fixture reading the SMTP stand-in's mails, and `cspViolations`
 * (automatic): a test fails when its pages break the Content-Security-Policy.
 */
export const test = base.extend<{ mailbox: Mailbox; cspViolations: string[] }>({
  baseURL: async ({}, use) => {
    await use(readEnv(ENV.baseUrl))
  },
  mailbox: async ({}, use) => {
    await use(mailbox)
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context)
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
