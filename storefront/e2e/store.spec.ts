import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import {
  createLearner,
  expect,
  hasHorizontalOverflow,
  screenshot,
  screenshotEveryLook,
  setTheme,
  signInByApi,
  test,
  WIDTHS,
} from './support/index.ts'

// The store (/home/store): filters kept in the URL, Get Free without the gateway, Buy Now
// through the Razorpay simulator's 'Test mode' checkout, and Access downloading the PDF.

const SEARCH_PLACEHOLDER = 'Search for books, notes, test series, authors...'

function card(page: Page, title: string): Locator {
  return items(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
}

/** The list of store items (cards in the grid or rows in the list). */
function items(page: Page) {
  return page.getByRole('list', { name: 'Store items' })
}

/** The titles of the cards shown, in order. */
function cardTitles(page: Page) {
  return items(page).getByRole('heading', { level: 3 }).allTextContents()
}

/** A dialog is seen in the window, not on a page stitched together: a window screenshot. */
async function screenshotWindow(page: Page, name: string) {
  // the dialog's opening transition has finished
  await page.waitForFunction(() => document.getAnimations().length === 0)
  await screenshot(page, name, { fullPage: false })
}

/** Clicks Access on a card and returns the downloaded file's bytes and name. */
async function downloadThroughAccess(page: Page, title: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card(page, title).getByRole('button', { name: 'Access' }).click(),
  ])
  const path = await download.path()
  return { name: download.suggestedFilename(), bytes: await readFile(path) }
}

test('browsing, filtering and searching the store; the URL keeps the filters', async ({ page }) => {
  await page.goto('/home/store')
  await expect(page.getByRole('heading', { name: 'Educational Store' })).toBeVisible()
  // the demo data: 28 published items, 12 to a page
  await expect(page.getByText('Showing 12 of 28 results')).toBeVisible()
  await expect(page.getByText('Page 1 of 3')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Store pages' })).toBeVisible()

  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Test Series' })
  await expect(page).toHaveURL(/category=TestSeries/)
  await expect(
    page.getByRole('button', { name: 'Remove filter Category: Test Series' })
  ).toBeVisible()
  await expect(items(page).getByRole('listitem').first()).toContainText('Test Series')

  await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill('history')
  await expect(page).toHaveURL(/search=history/)
  await expect(page.getByText(/^Showing 1 of 1 results$/)).toBeVisible()
  expect(await cardTitles(page)).toEqual(['Modern History Test Series'])

  await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill('')
  await expect(page).not.toHaveURL(/search=/)
  await page.getByLabel('Sort by', { exact: true }).selectOption({ label: 'Price' })
  await expect(page).toHaveURL(/sort=price&order=asc/)
  await page.getByRole('button', { name: 'Order: Low to high' }).click()
  await expect(page.getByRole('button', { name: 'Order: High to low' })).toBeVisible()
  // the list read once the new order has arrived (not its skeletons)
  await page.waitForLoadState('networkidle')
  await expect
    .poll(async () => {
      const titles = await cardTitles(page)
      return titles.length
    })
    .toBeGreaterThan(1)
  const byPriceDescending = await cardTitles(page)

  // a reload (or a shared link) shows the same page
  await page.reload()
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('TestSeries')
  await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('price')
  await expect(page.getByRole('button', { name: 'Order: High to low' })).toBeVisible()
  await expect.poll(() => cardTitles(page)).toEqual(byPriceDescending)

  // the author filter matches the name exactly, in any case
  await page.getByLabel('Author', { exact: true }).fill('robun')
  await expect(page).toHaveURL(/author=robun/)
  await expect(page.getByRole('button', { name: 'Remove filter Author: robun' })).toBeVisible()
  await expect(page.getByText(/^Showing \d+ of \d+ results$/)).toBeVisible()
  // the author's list replaces the one before it: read the cards until every one is theirs
  await expect
    .poll(async () => {
      const cards = items(page).getByRole('listitem')
      const shown = await cards.count()
      const theirs = await cards.filter({ has: page.getByText('Robun', { exact: true }) }).count()
      return { shown: shown > 0, allTheirs: theirs === shown }
    })
    .toEqual({ shown: true, allTheirs: true })

  // nothing found, then everything back with one click
  await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill('no such material anywhere')
  await expect(page.getByText('No books found')).toBeVisible()
  await page.getByRole('button', { name: 'Clear all filters' }).click()
  await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveValue('')
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('all')
  await expect(page.getByText('Showing 12 of 28 results')).toBeVisible()

  // pages
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText('Page 2 of 3')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Page 2 of 3')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

  // a hand-made link is sanitised as documented
  await page.goto('/home/store?page=-4&limit=500&sort=secret&order=sideways')
  await expect(page).toHaveURL(/\/home\/store\?limit=100$/)
  await expect(page.getByText('Showing 28 of 28 results')).toBeVisible()
})

test('the store looks right in both themes and at every width', async ({ page }) => {
  // sixteen full-page screenshots and twelve dialogs on a two-core machine
  test.setTimeout(240_000)
  await page.goto('/home/store')
  await expect(page.getByText('Showing 12 of 28 results')).toBeVisible()
  await screenshotEveryLook(page, 'store-grid')

  await page.getByRole('button', { name: 'List view' }).click()
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true'
  )
  // the layout is remembered in this browser, so the reloads of each theme keep it
  await screenshotEveryLook(page, 'store-list')
  await page.getByRole('button', { name: 'Grid view' }).click()

  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await expect(page.getByText('Showing 12 of 28 results')).toBeVisible()
      expect(await hasHorizontalOverflow(page)).toBe(false)

      const first = items(page).getByRole('listitem').first()
      await first.getByRole('button', { name: 'Details' }).click()
      const details = page.getByRole('dialog')
      await expect(details.getByText('Format')).toBeVisible()
      await expect(details.getByText(/^Added /)).toBeVisible()
      await screenshotWindow(page, 'store-details')
      await details.getByRole('button', { name: 'Close', exact: true }).last().click()
      await expect(details).toBeHidden()

      await page.getByRole('button', { name: 'Buy Now' }).first().click()
      const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' })
      await expect(confirm.getByRole('button', { name: 'Sign in to continue' })).toBeVisible()
      await screenshotWindow(page, 'store-confirm')
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect(confirm).toBeHidden()
    }
  }
})

test('a visitor who wants an item signs in first and comes back to the store', async ({ page }) => {
  await page.goto('/home/store?category=Books')
  await page.getByRole('button', { name: 'Get Free' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Get Free Content' })
  await dialog.getByRole('button', { name: 'Sign in to continue' }).click()
  await expect(page).toHaveURL(/\/login/)
})

test('a new learner gets a free item without paying and downloads the PDF', async ({ page }) => {
  const learner = await createLearner(page)
  await signInByApi(page, learner)
  // cheapest first: the free items lead
  await page.goto('/home/store?sort=price&order=asc')
  const first = items(page).getByRole('listitem').first()
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!
  await first.getByRole('button', { name: 'Get Free' }).click()

  const dialog = page.getByRole('dialog', { name: 'Get Free Content' })
  await expect(dialog.getByText('Free', { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Get it free' }).click()
  await expect(page.getByText(`"${title}" is now in your library.`, { exact: false })).toBeVisible()
  await expect(dialog).toBeHidden()

  await expect(card(page, title).getByRole('button', { name: 'Access' })).toBeVisible()
  const file = await downloadThroughAccess(page, title)
  expect(file.name).toMatch(/\.pdf$/)
  expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-')

  // still theirs after a reload: the server keeps it
  await page.reload()
  await expect(card(page, title).getByRole('button', { name: 'Access' })).toBeVisible()
})

test('a learner buys a paid item in the test-mode checkout and then has Access', async ({
  page,
}) => {
  const learner = await createLearner(page)
  await signInByApi(page, learner)
  await page.goto('/home/store?sort=price&order=desc')
  const first = items(page).getByRole('listitem').first()
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!
  await first.getByRole('button', { name: 'Buy Now' }).click()

  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' })
  const pay = confirm.getByRole('button', { name: /^Pay ₹/ })
  const amount = (await pay.textContent())!.replace('Pay ', '')
  await pay.click()

  // the built-in Razorpay simulator's window
  const checkout = page.locator('[data-razorpay-simulator]')
  await expect(checkout.getByText('Test mode', { exact: true })).toBeVisible()
  await expect(checkout.getByText(`Purchase: ${title}`)).toBeVisible()
  await checkout.getByRole('button', { name: `Pay ${amount}` }).click()

  await expect(
    page.getByText('Purchase successful! Check your email for confirmation.')
  ).toBeVisible()
  await expect(card(page, title).getByRole('button', { name: 'Access' })).toBeVisible()
  const file = await downloadThroughAccess(page, title)
  expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-')
})

test('closing the checkout cancels the purchase', async ({ page }) => {
  const learner = await createLearner(page)
  await signInByApi(page, learner)
  await page.goto('/home/store?sort=price&order=desc')
  const first = items(page).getByRole('listitem').first()
  await first.getByRole('button', { name: 'Buy Now' }).click()
  await page
    .getByRole('dialog', { name: 'Confirm Purchase' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click()

  const checkout = page.locator('[data-razorpay-simulator]')
  await checkout.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('Payment cancelled by user')).toBeVisible()
  await expect(first.getByRole('button', { name: 'Buy Now' })).toBeVisible()
})
