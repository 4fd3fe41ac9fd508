import type { ConsoleMessage } from '@playwright/test'
import { expect, test } from './support/index.ts'

// /home, /home/about and /home/contact come rendered by the build (scripts/build.mjs) and are
// hydrated: the browser paints them before any script, and React adopts that markup.

const LANDING_PAGES = [
  { path: '/home', text: 'Prelims, Mains and Interview in one plan' },
  { path: '/home/about', text: 'Since 2018 we have helped aspirants from Hisar' },
  { path: '/home/contact', text: 'Call, write or send us a message' },
]

/** The one error a visitor's page logs: the spec's 401 when it asks whether it is signed in. */
const isVisitorSessionCheck = (message: ConsoleMessage) =>
  message.location().url.endsWith('/api/v1/auth/validate')

for (const { path, text } of LANDING_PAGES) {
  test(`${path} arrives as HTML with its text and hydrates it without an error`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'br' } })
    const html = await response.text()
    const root = html.slice(html.indexOf('<div id="root">'))
    // markup, not an empty root (a completed Suspense boundary may open it)
    expect(root).toMatch(/^<div id="root">(?:<!--\$-->)?<[a-z]/)
    expect(root.replaceAll('&#x27;', "'")).toContain(text)
    expect(html).toContain('<main')

    // hydration adopts the markup; a mismatch would make React replace the root's children
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
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && !isVisitorSessionCheck(message)) errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))

    await page.goto(path)
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root')!).some((key) =>
            key.startsWith('__reactContainer')
          )
        )
      )
      .toBe(true)
    await page.waitForLoadState('networkidle')
    await expect(page.getByText(text)).toBeVisible()
    expect(errors).toEqual([])
    expect(
      await page.evaluate(
        () => (window as unknown as { rootChildrenRemoved: number }).rootChildrenRemoved
      )
    ).toBe(0)

    // hydrated means working: the theme toggle answers
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('bp6-dark'))
    const before = await dark()
    await page.getByRole('button', { name: /theme/i }).first().click()
    await expect.poll(dark).toBe(!before)
  })
}
