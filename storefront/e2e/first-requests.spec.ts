import type { Page, Request } from '@playwright/test'
import { cookieNames, DEMO_LEARNER, expect, signInByApi, test } from './support/index.ts'

// A page the browser renders sends its first API requests from its HTML, while the app's scripts
// load; the app then uses those answers instead of asking again (src/app/early-answers.ts).
// Explore and the store are rendered that way for a browser with a session.

/** The paths explore's HTML asks for, sorted. */
const EARLY_REQUESTS = [
  '/api/v1/auth/validate',
  '/api/v1/config',
  '/api/v1/courses/getAllCourses',
  '/api/v1/courses/getAllCourses',
  '/api/v1/courses/showAllCategories',
]

const DEFAULT_LISTING = '{"page":1,"limit":12,"sortBy":"createdAt","sortOrder":"desc"}'

/** An API call for data: pictures (also under /api/v1, at /api/v1/media/) are not. */
function isApiCall(request: Request) {
  const { pathname } = new URL(request.url())
  return pathname.startsWith('/api/v1/') && !pathname.startsWith('/api/v1/media/')
}

/** Every API call the page makes (pictures aside), as `METHOD path body`. */
function recordApiCalls(page: Page) {
  const calls: string[] = []
  page.on('request', (request: Request) => {
    if (!isApiCall(request)) return
    const url = new URL(request.url())
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
 * files (a first-time visitor's are rendered by the API: rendered-pages.spec.ts). Answers a new
 * tab for the next visit: what the landing still asks for after the cookie came stays on its own.
 */
async function visitedBefore(page: Page) {
  await page.goto('/home')
  // the landing's scripts ask the API, whose answer sets it
  await expect.poll(() => cookieNames(page.context())).toContain('pathshala-session')
  const next = await page.context().newPage()
  await page.close()
  return next
}

test("explore's first requests leave with its HTML, each once, and the page shows their answers", async ({
  page: landing,
}) => {
  const page = await visitedBefore(landing)
  const calls = recordApiCalls(page)
  // the app's entry is held back until the HTML's own requests have left (or long enough to show
  // they never will): what is asked for before it, the HTML asked for
  let entryReleased = false
  const askedBeforeEntry: string[] = []
  let htmlRequestsLeft: () => void
  const htmlRequestsSent = new Promise<void>((resolve) => (htmlRequestsLeft = resolve))
  page.on('request', (request) => {
    if (entryReleased || !isApiCall(request)) return
    askedBeforeEntry.push(new URL(request.url()).pathname)
    if (askedBeforeEntry.length === EARLY_REQUESTS.length) htmlRequestsLeft()
  })
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await Promise.race([htmlRequestsSent, new Promise((resolve) => setTimeout(resolve, 15_000))])
    entryReleased = true
    await route.continue()
  })
  await page.goto('/home/explore')
  await expect(page.getByRole('list').getByRole('listitem').first()).toBeVisible()
  await page.waitForLoadState('networkidle')

  expect(askedBeforeEntry.sort()).toEqual(EARLY_REQUESTS)
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
