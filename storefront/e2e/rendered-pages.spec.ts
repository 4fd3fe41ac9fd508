import type { Page } from '@playwright/test'
import {
  collectPageErrors,
  cookieHeader,
  cookieNames,
  cookieValue,
  DEMO_LEARNER,
  expect,
  isReactRoot,
  rootChildrenRemoved,
  signInByApi,
  test,
  watchRootReplacement,
} from './support/index.ts'

// A visitor's first visit (no session) to the store or explore without a query, or to a course
// with its id, arrives rendered by the API with the answers it shows
// (src/prerender/render-first-visit.tsx), is painted before any script and hydrated: React adopts
// the markup. Every other visit gets the page's files as before.

const LISTINGS = [
  {
    path: '/home/store',
    heading: 'Educational Store',
    list: '.book-results',
    card: '.book-card',
    viewKey: 'pathshala-store-view',
  },
  {
    path: '/home/explore',
    heading: 'Explore Courses',
    list: '.course-results',
    card: '.course-card',
    viewKey: 'pathshala-catalogue-view',
  },
]

/** The root's markup as the API sent it (a visitor's HTML: no cookies but `cookie`). */
async function rootOf(page: Page, path: string, cookie?: string) {
  const response = await page.request.get(path, {
    headers: { 'Accept-Encoding': 'br', ...(cookie && { Cookie: cookie }) },
  })
  expect(response.status()).toBe(200)
  const html = await response.text()
  return html.slice(html.indexOf('<div id="root">'))
}

const cardTitles = (page: Page, card: string) =>
  page.locator(`${card} h3, ${card} .book-card__title`).allInnerTexts()

for (const { path, heading, list, card, viewKey } of LISTINGS) {
  test(`${path}: a visitor's first visit arrives rendered with its listing and hydrates it`, async ({
    page,
    context,
  }) => {
    const root = await rootOf(page, path)
    expect(root).toContain(heading)
    expect(root).toContain(`${list.slice(1)} ${list.slice(1)}--grid`)
    expect(root.match(new RegExp(`class="[^"]*${card.slice(1)} `, 'g'))?.length).toBe(12)
    expect(await page.request.get(`${path}?page=2`).then((answer) => answer.text())).toContain(
      '<div id="root"></div>'
    )

    await watchRootReplacement(page)
    const errors = collectPageErrors(page)
    const listingCalls: string[] = []
    page.on('request', (request) => {
      if (/getAllBooks|getAllCourses|showAllCategories/.test(request.url())) {
        listingCalls.push(request.url())
      }
    })
    await page.goto(path)
    await expect.poll(() => isReactRoot(page)).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
    expect(await rootChildrenRemoved(page)).toBe(0)
    // the answers came with the page: not asked again
    expect(listingCalls).toEqual([])
    const titles = await cardTitles(page, card)
    expect(titles).toHaveLength(12)
    for (const title of titles.slice(0, 3)) {
      expect(root.replaceAll('&#x27;', "'").replaceAll('&amp;', '&')).toContain(title)
    }
    // the session was asked once hydrated, which hands out the token forms need
    expect(await cookieNames(context)).toContain('XSRF-TOKEN')

    // hydrated means working; the chosen view is remembered for the server too
    await page.getByRole('button', { name: 'List view' }).click()
    await expect(page.locator(`${list}--list`)).toBeVisible()
    expect(await cookieValue(context, viewKey)).toBe('list')
  })

  test(`${path}: the list a visitor chose is rendered as a list`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: viewKey, value: 'list', url: baseURL! }])
    await context.addInitScript(
      ([key]) => localStorage.setItem(key, JSON.stringify('list')),
      [viewKey]
    )
    expect(await rootOf(page, path, `${viewKey}=list`)).toContain(`${list.slice(1)}--list`)

    await watchRootReplacement(page)
    const errors = collectPageErrors(page)
    await page.goto(path)
    await expect.poll(() => isReactRoot(page)).toBe(true)
    await expect(page.locator(`${list}--list`)).toBeVisible()
    expect(errors).toEqual([])
    expect(await rootChildrenRemoved(page)).toBe(0)
  })

  test(`${path}: a list remembered without its cookie replaces the grid, and gets the cookie`, async ({
    page,
    context,
  }) => {
    // a choice made before the cookie was kept
    await context.addInitScript(
      ([key]) => localStorage.setItem(key, JSON.stringify('list')),
      [viewKey]
    )
    await watchRootReplacement(page)
    const errors = collectPageErrors(page)
    await page.goto(path)
    await expect(page.locator(`${list}--list`)).toBeVisible()
    await expect(page.locator(`${list}--grid`)).toHaveCount(0)
    expect(await rootChildrenRemoved(page)).toBeGreaterThan(0)
    expect(errors).toEqual([])
    expect(await cookieValue(context, viewKey)).toBe('list')
  })
}

test("a visitor's first visit to a course arrives rendered with the course and hydrates it", async ({
  page,
}) => {
  const explore = await rootOf(page, '/home/explore')
  const address = explore.match(/href="(\/home\/course\?id=[^"]+)"/)![1]
  const root = await rootOf(page, address)
  const title = root.match(/<h1[^>]*>([^<]+)<\/h1>/)![1]
  expect(explore).toContain(title)
  // another query: the page's files, the browser renders it
  expect(await rootOf(page, `${address}&ref=mail`)).toMatch(/^<div id="root"><\/div>/)

  await watchRootReplacement(page)
  const errors = collectPageErrors(page)
  const courseCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/courses/getACourse')) courseCalls.push(request.url())
  })
  await page.goto(address)
  await expect.poll(() => isReactRoot(page)).toBe(true)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  expect(errors).toEqual([])
  expect(await rootChildrenRemoved(page)).toBe(0)
  expect(courseCalls).toEqual([])
})

test('a signed-in learner gets the store as files and sees it as theirs', async ({ page }) => {
  await signInByApi(page, DEMO_LEARNER)
  const cookies = await cookieHeader(page.context())
  expect(await rootOf(page, '/home/store', cookies)).toMatch(/^<div id="root"><\/div>/)

  await page.goto('/home/store')
  await expect(page.locator('.book-card').first()).toBeVisible()
  await expect(page.getByRole('button', { name: /Sign In/ })).toHaveCount(0)
})
