import type { Locator, Page } from '@playwright/test'
import { learnerBuysStoreItem, type Purchase } from './admin-purchases.ts'
import {
  accessibilityProblems,
  expect,
  openAdmin,
  setTheme,
  signInAsAdmin,
  test,
  type Theme,
} from './support/index.ts'

// axe-core's WCAG 2.0/2.1 A and AA rules (the storefront's set) on every admin screen of
// src/renderer/src/app/routes.tsx and the dialogs and drawers that are screens of their own, in
// both themes, once the screen's data has arrived. Each screen's problems are reported and the
// walk goes on, so one run lists every screen that fails.

/** Every route with a fixed address, each by the heading it shows. */
const SCREENS = [
  ['/admin', 'Dashboard'],
  ['/admin/transactions', 'Transactions'],
  ['/admin/users', 'Users'],
  ['/admin/books', 'Books'],
  ['/admin/books/create', 'Create Content'],
  ['/admin/books/bulk', 'Bulk Upload'],
  ['/admin/books/published', 'Published Books'],
  ['/admin/books/published?view=list', 'Published Books'],
  ['/admin/course', 'Courses'],
  ['/admin/course/create', 'Create Course'],
  ['/admin/course/draft', 'Draft Courses'],
  ['/admin/course/published', 'Published Courses'],
  ['/admin/category', 'Categories'],
  ['/admin/enrolluser', 'Enroll'],
  ['/admin/settings', 'Settings'],
] as const

/** The screen has its data: no spinner or skeleton left in it, and nothing more on the way. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  const main = page.getByRole('main')
  await expect(main.locator('.bp6-spinner, .bp6-skeleton')).toHaveCount(0)
}

async function expectNoProblems(page: Page, what: string, theme: Theme) {
  await settled(page)
  expect.soft(await accessibilityProblems(page), `${what} in the ${theme} theme`).toEqual([])
}

async function checkScreen(page: Page, path: string, heading: string, theme: Theme) {
  await openAdmin(page, path)
  await expect(page.getByRole('heading', { name: heading, level: 2 }).first()).toBeVisible()
  await expectNoProblems(page, path, theme)
}

/** Opens an overlay with `open` and checks the page with it showing. */
async function checkOverlay(page: Page, overlay: Locator, what: string, theme: Theme) {
  await expect(overlay).toBeVisible()
  await expectNoProblems(page, what, theme)
}

// the orders and users lists with a row in them, and a learner whose page lists an order
let purchase: Purchase
test.beforeAll(async ({ browser }) => {
  purchase = await learnerBuysStoreItem(browser, process.env.E2E_BASE_URL!)
})

for (const theme of ['dark', 'light'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await signInAsAdmin(page, '/admin/settings')
      await setTheme(page, theme)
    })

    test('every admin screen passes the WCAG 2 AA checks', async ({ page }) => {
      // seventeen screens, each analysed whole
      test.setTimeout(300_000)
      for (const [path, heading] of SCREENS) await checkScreen(page, path, heading, theme)

      // the screens of one record: a learner, a published course
      // this file's buyer, found by address: other files add learners meanwhile
      await openAdmin(page, `/admin/users?search=${encodeURIComponent(purchase.learner.email)}`)
      await page.getByRole('region', { name: 'Users list' }).getByRole('link').first().click()
      await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible()
      await expectNoProblems(page, 'a user', theme)

      await openAdmin(page, '/admin/course/published')
      await page.getByRole('link', { name: 'Inspect' }).first().click()
      await expect(page.getByRole('region', { name: 'Course content' })).toBeVisible()
      await expectNoProblems(page, 'a published course', theme)
    })

    test('the admin dialogs and drawers pass the WCAG 2 AA checks', async ({ page }) => {
      test.setTimeout(180_000)
      await openAdmin(page, '/admin/transactions')
      await page
        .getByRole('region', { name: 'Transactions list' })
        .getByRole('button', { name: /^Open order/ })
        .first()
        .click()
      await checkOverlay(page, page.getByRole('dialog'), 'an order', theme)

      await openAdmin(page, '/admin/books/published?view=list')
      const books = page.getByRole('region', { name: 'Books list' })
      await books
        .getByRole('button', { name: /^Edit / })
        .first()
        .click()
      await checkOverlay(page, page.getByRole('dialog'), 'editing a book', theme)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await books
        .getByRole('button', { name: /^Analytics of / })
        .first()
        .click()
      await checkOverlay(page, page.getByRole('dialog'), 'a book’s analytics', theme)

      await openAdmin(page, '/admin/category')
      await page.getByRole('button', { name: 'Create Category' }).click()
      await checkOverlay(page, page.getByRole('dialog'), 'a new category', theme)

      await openAdmin(page, '/admin/enrolluser')
      await page
        .getByRole('form', { name: 'Enroll a learner' })
        .getByRole('button', { name: /^Course/ })
        .click()
      await checkOverlay(page, page.getByRole('option').first(), 'the course picker', theme)

      await openAdmin(page, '/admin/settings')
      await page.keyboard.press('?')
      await checkOverlay(
        page,
        page.getByRole('dialog', { name: 'Keyboard shortcuts' }),
        'the keyboard shortcuts',
        theme
      )
    })
  })
}
