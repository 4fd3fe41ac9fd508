import type { ConsoleMessage, Page } from '@playwright/test'

/**
 * Counts the nodes removed from `#root` itself from the start of the next navigation: React
 * adopting server-rendered markup removes none, a render that replaces it removes them all.
 * Read with `rootChildrenRemoved`.
 */
export async function watchRootReplacement(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as { rootChildrenRemoved: number }
    win.rootChildrenRemoved = 0
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element
        if (target.id === 'root') win.rootChildrenRemoved += record.removedNodes.length
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

export const rootChildrenRemoved = (page: Page) =>
  page.evaluate(() => (window as unknown as { rootChildrenRemoved: number }).rootChildrenRemoved)

/** Whether React has taken `#root` (hydrated or rendered it). */
export const isReactRoot = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer'))
  )

/** The one error a visitor's page logs: the spec's 401 when it asks whether it is signed in. */
export const isVisitorSessionCheck = (message: ConsoleMessage) =>
  message.location().url.endsWith('/api/v1/auth/validate')

/** Collects the page's errors (console and uncaught) but the visitor's expected 401. */
export function collectPageErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !isVisitorSessionCheck(message)) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
