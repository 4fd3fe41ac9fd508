import { expect } from '@playwright/test'
import { test as harnessTest } from '../../../storefront/e2e/support/fixtures.ts'

/**
 * The `test` every admin spec imports: the storefront harness's (baseURL at the run's server,
 * the `mailbox`, a failure on any Content-Security-Policy violation), and `pageErrors`
 * (automatic): a test also fails when a page throws an error nobody caught.
 */
export const test = harnessTest.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = []
      context.on('weberror', (error) => errors.push(error.error().stack ?? String(error.error())))
      await use(errors)
      expect(errors, 'errors thrown in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
