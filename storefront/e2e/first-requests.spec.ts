import type { Page, Request } from '@playwright/test'
import { cookieNames, DEMO_LEARNER, expect, signInByApi, test } from './support/index.ts'

// A page the browser renders sends its first API requests from its HTML, while the app's scripts
// load; the app then uses those answers instead of asking again (src/app/early-answers.ts).
// Explore and the store are rendered that way for a browser with a session.

const DEFAULT_LISTING = '{"page":1,"limit":12,"sortBy":"createdAt","sortOrder":"desc"}'

/** Every API call the page makes (pictures aside), as `METHOD path body`. */
function recordApiCalls(page: Page) {
  const calls: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/v1/') || url.pathname.startsWith('/api/v1/media/')) return
    calls.push(
      `${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`.trim()
    )
  })
  return calls
}

const earlyAnswersLeft = (page: Page) =>
  page.evaluate(() =>
    Object.keys((window as unknown as Record<string, object>).__pathshalaEarlyAnswers)
  )

/**
 * A returning visitor: an earlier visit left a session cookie, so explore and the store come as
 * files (a first-time visitor's are rendered by the API: rendered-pages.spec.ts).
 */
async function visitedBefore(page: Page) {
  await page.goto('/home')
  await page.waitForLoadState('networkidle')
  expect(await cookieNames(page.context())).toContain('pathshala-session')
}

test("explore's first requests leave with its HTML, each once, and the page shows their answers", async ({
  page,
}) => {
  await visitedBefore(page)
  const calls = recordApiCalls(page)
  // the app's entry arrives late: what is asked for before then, the HTML asked for
  let entryReleased = false
  const askedBeforeEntry: string[] = []
  page.on('request', (request) => {
    if (!entryReleased && request.url().includes('/api/v1/')) askedBeforeEntry.push(request.url())
  })
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    entryReleased = true
    await route.continue()
  })
  await page.goto('/home/explore')
  await expect(page.getByRole('list').getByRole('listitem').first()).toBeVisible()
  await page.waitForLoadState('networkidle')

  expect(askedBeforeEntry.map((url) => new URL(url).pathname).sort()).toEqual([
    '/api/v1/auth/validate',
    '/api/v1/config',
    '/api/v1/courses/getAllCourses',
    '/api/v1/courses/getAllCourses',
    '/api/v1/courses/showAllCategories',
  ])
  expect(calls.sort()).toEqual(
    [
      'POST /api/v1/auth/validate {}',
      'GET /api/v1/config',
      'GET /api/v1/courses/showAllCategories',
      `POST /api/v1/courses/getAllCourses ${DEFAULT_LISTING}`,
      'POST /api/v1/courses/getAllCourses {"page":1,"limit":1}',
    ].sort()
  )
  expect(await earlyAnswersLeft(page)).toEqual([])
})

test('with a query in the address, the page asks for everything itself', async ({ page }) => {
  const calls = recordApiCalls(page)
  await page.goto('/home/explore?search=polity')
  await expect(page.getByRole('list').getByRole('listitem').first()).toBeVisible()
  await page.waitForLoadState('networkidle')

  const listings = calls.filter((call) => call.includes('/courses/getAllCourses'))
  expect(listings).not.toContain(`POST /api/v1/courses/getAllCourses ${DEFAULT_LISTING}`)
  expect(listings.filter((call) => call.includes('"search":"polity"'))).toHaveLength(1)
  expect(calls.filter((call) => call.startsWith('POST /api/v1/auth/validate'))).toHaveLength(1)
  expect(await earlyAnswersLeft(page)).toEqual([])
})

test("a signed-in learner's early session check carries the XSRF token and the store shows them signed in", async ({
  page,
}) => {
  await signInByApi(page, DEMO_LEARNER)
  const calls = recordApiCalls(page)
  const statuses: number[] = []
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/auth/validate')) statuses.push(response.status())
  })
  const validate = page.waitForRequest((request) => request.url().includes('/api/v1/auth/validate'))
  await page.goto('/home/store')
  const sessionCheck = await validate
  expect(sessionCheck.headers()['x-xsrf-token']).toBeTruthy()

  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible()
  await expect(page.getByText('Showing 12 of 28 results')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(statuses).toEqual([200])
  expect(calls.filter((call) => call.includes('/store/getAllBooks'))).toHaveLength(1)
  expect(await earlyAnswersLeft(page)).toEqual([])
})
