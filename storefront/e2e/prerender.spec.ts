import {
  collectPageErrors,
  expect,
  isReactRoot,
  rootChildrenRemoved,
  test,
  watchRootReplacement,
} from './support/index.ts'

// /home, /home/about and /home/contact come rendered by the build (scripts/build.mjs) and are
// hydrated: the browser paints them before any script, and React adopts that markup.

const LANDING_PAGES = [
  { path: '/home', text: 'Prelims, Mains and Interview in one plan' },
  { path: '/home/about', text: 'Since 2018 we have helped aspirants from Hisar' },
  { path: '/home/contact', text: 'Call, write or send us a message' },
]

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
    await watchRootReplacement(page)
    const errors = collectPageErrors(page)

    await page.goto(path)
    await expect.poll(() => isReactRoot(page)).toBe(true)
    await page.waitForLoadState('networkidle')
    await expect(page.getByText(text)).toBeVisible()
    expect(errors).toEqual([])
    expect(await rootChildrenRemoved(page)).toBe(0)

    // hydrated means working: the theme toggle answers
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('bp6-dark'))
    const before = await dark()
    await page.getByRole('button', { name: /theme/i }).first().click()
    await expect.poll(dark).toBe(!before)
  })
}
