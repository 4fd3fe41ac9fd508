import type { Page } from '@playwright/test'
import {
  expect,
  hasHorizontalOverflow,
  screenshotEveryLook,
  test,
  WIDTHS,
} from './support/index.ts'

// The catalogue (/home/explore): search, category, sort, order and page size, all kept in the
// URL. Other specs may add or enrol in courses meanwhile, so counts are read, not assumed.

/** The course cards on the page, as a person reads them. */
function courseCards(page: Page) {
  return page
    .getByRole('region', { name: 'Courses' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3 }),
    })
}

async function cardNames(page: Page) {
  return courseCards(page).getByRole('heading', { level: 3 }).allInnerTexts()
}

/** The cards' prices in rupees, in order ('Free' is 0). */
async function cardAmounts(page: Page) {
  const prices = await courseCards(page)
    .getByText(/^(Free|₹[\d,]+)$/)
    .allInnerTexts()
  return prices.map((price) => (price === 'Free' ? 0 : Number(price.replace(/\D/g, ''))))
}

async function firstCardName(page: Page) {
  const names = await cardNames(page)
  return names[0]
}

/** 'Showing X of Y courses' once the page has settled. */
async function showing(page: Page) {
  const line = page.getByText(/^Showing \d+ of \d+ courses$/)
  await expect(line).toBeVisible()
  // while the list loads the line is a skeleton holding its place
  await expect(line).not.toHaveClass(/skeleton/)
  const [, shown, total] = /Showing (\d+) of (\d+)/.exec(await line.innerText())!
  return { shown: Number(shown), total: Number(total) }
}

test.describe('catalogue', () => {
  test('browse, search, filter, sort and page size, kept in the URL on reload', async ({
    page,
  }) => {
    await page.goto('/home/explore')
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Courses' })).toBeVisible()
    const all = await showing(page)
    expect(all.total).toBeGreaterThanOrEqual(12)
    expect(all.shown).toBe(Math.min(12, all.total))
    await expect(courseCards(page)).toHaveCount(all.shown)
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()

    // search waits for the typing to stop, then asks from page 1
    await page.getByLabel('Search courses').fill('modern indian')
    await expect(page).toHaveURL(/\/home\/explore\?search=modern\+indian$/)
    await expect.poll(() => cardNames(page)).toEqual(['Modern Indian History'])
    await expect(page.getByText('Showing 1 of 1 courses')).toBeVisible()
    await page.getByRole('button', { name: 'Remove filter Search: modern indian' }).click()
    await expect(page).toHaveURL(/\/home\/explore$/)
    await expect(page.getByLabel('Search courses')).toHaveValue('')

    // a category, then the cheapest first
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'UPSC Prelims' })
    await expect(page).toHaveURL(/category=[\da-f-]{36}$/)
    await page.getByLabel('Sort by', { exact: true }).selectOption({ label: 'Price' })
    await expect(page).toHaveURL(/sort=price&order=asc$/)
    // the sorted list replaces the category's list (skeletons in between): read the cards until
    // they all show, in the category, cheapest first
    await expect
      .poll(async () => {
        const cards = await courseCards(page).count()
        const inCategory = await courseCards(page).getByText('UPSC Prelims').count()
        const amounts = await cardAmounts(page)
        return {
          cards: cards > 0,
          allInCategory: inCategory === cards,
          cheapestFirst: amounts.every(
            (amount, index) => index === 0 || amounts[index - 1] <= amount
          ),
        }
      })
      .toEqual({ cards: true, allInCategory: true, cheapestFirst: true })
    expect(await cardNames(page)).toContain('Indian Polity Foundation')

    // the order toggle flips it
    await page.getByRole('button', { name: /^Order: ascending/ }).click()
    await expect(page).toHaveURL(/sort=price$/)
    await expect.poll(() => firstCardName(page)).toBe('Indian Polity Foundation')

    await page.getByLabel('Per page', { exact: true }).selectOption('24')
    await expect(page).toHaveURL(/sort=price&limit=24$/)
    const url = page.url()

    // a refresh (or the same link elsewhere) shows the same filters and courses
    const { shown } = await showing(page)
    const before = await cardNames(page)
    expect(before).toHaveLength(shown)
    expect(shown).toBeGreaterThan(0)
    await page.reload()
    await expect(page).toHaveURL(url)
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue(/[\da-f-]{36}/)
    await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('price')
    await expect(page.getByLabel('Per page', { exact: true })).toHaveValue('24')
    await expect(page.getByRole('button', { name: /^Order: descending/ })).toBeVisible()
    await expect.poll(() => cardNames(page)).toEqual(before)

    // Clear All keeps only the page size
    await page.getByRole('button', { name: 'Clear All' }).click()
    await expect(page).toHaveURL(/\/home\/explore\?limit=24$/)
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('all')
  })

  test('an empty search offers to clear the filters', async ({ page }) => {
    await page.goto('/home/explore?search=zzzz-no-such-course')
    await expect(page.getByRole('heading', { name: 'No courses found' })).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/home\/explore$/)
    await expect(courseCards(page).first()).toBeVisible()
  })

  test('a card leads to the course page', async ({ page }) => {
    await page.goto('/home/explore?search=polity')
    await page.getByRole('link', { name: 'Enroll Now: Indian Polity Foundation' }).click()
    await expect(page).toHaveURL(/\/home\/course\?id=[\da-f-]{36}$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Indian Polity Foundation' })
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Course content' })).toBeVisible()
  })

  test('an unknown course id shows the way back to the catalogue', async ({ page }) => {
    await page.goto('/home/course?id=00000000-0000-4000-8000-000000000000')
    await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Browse all courses' }).click()
    await expect(page).toHaveURL(/\/home\/explore$/)
  })

  test.describe('screenshots at every width and theme', () => {
    // six full-page screenshots each, with a reload per theme
    test.describe.configure({ timeout: 180_000 })

    test('explore, grid and list', async ({ page }) => {
      await page.goto('/home/explore')
      await expect(courseCards(page).first()).toBeVisible()
      await screenshotEveryLook(page, 'explore-grid')
      await expectNoOverflow(page)

      await page.getByRole('button', { name: 'List view' }).click()
      await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
        'aria-pressed',
        'true'
      )
      await screenshotEveryLook(page, 'explore-list')
      await expectNoOverflow(page)
    })

    test('course detail', async ({ page }) => {
      await page.goto('/home/explore?search=polity')
      await page.getByRole('link', { name: 'Indian Polity Foundation', exact: true }).click()
      await expect(page.getByRole('button', { name: 'Enroll Now' })).toBeVisible()
      await screenshotEveryLook(page, 'course-detail')
      await expectNoOverflow(page)
    })
  })
})

async function expectNoOverflow(page: Page) {
  const viewport = page.viewportSize()!
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: viewport.height })
    expect(await hasHorizontalOverflow(page), `overflow at ${width} px`).toBe(false)
  }
  await page.setViewportSize(viewport)
}
