import { test as base, expect } from '@playwright/test'
import { ENV, readEnv } from './environment.ts'
import { mailbox, type Mailbox } from './mailbox.ts'

/**
 * The `test` every spec imports: Playwright's, with baseURL pointed at the server the global
 * setup started, and a `mailbox` fixture reading the SMTP stand-in's mails.
 */
export const test = base.extend<{ mailbox: Mailbox }>({
  baseURL: async ({}, use) => {
    await use(readEnv(ENV.baseUrl))
  },
  mailbox: async ({}, use) => {
    await use(mailbox)
  },
})

export { expect }
