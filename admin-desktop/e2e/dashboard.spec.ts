import type { AdminDashboard } from '../src/renderer/src/features/dashboard/api/dashboard-types.ts'
import { formatRupees } from '@pathshala/shared'
import type { Page } from '@playwright/test'
import { learnerBuysStoreItem, withPurchasesPaused } from './admin-purchases.ts'
import { drawnStraight, tickTexts, tooltipAt } from './charts.ts'
import { expect, screenshotAdminScreen, signInAsAdmin, test } from './support/index.ts'

/** The dashboard as the API answers it to the signed-in admin. */
async function dashboardFromApi(page: Page): Promise<AdminDashboard> {
  const response = await page.request.get('/api/v1/admin/dashboard')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: AdminDashboard }).data
}

/**
 * From now on the dashboard answers with the server's figures as they are now but this daily
 * revenue (paise per day, the last day today): the chart is drawn from a series the test knows,
 * whatever else the run bought. One answer for every request (the screenshots reload the page).
 */
async function answerDailyRevenue(page: Page, paisePerDay: (index: number) => number) {
  const response = await page.request.get('/api/v1/admin/dashboard')
  expect(response.status()).toBe(200)
  const answer = (await response.json()) as { data: AdminDashboard }
  answer.data.dailyRevenue = answer.data.dailyRevenue.map((day, index) => ({
    ...day,
    revenuePaise: paisePerDay(index),
    orders: paisePerDay(index) > 0 ? 1 : 0,
  }))
  await page.route('**/api/v1/admin/dashboard', (route) => route.fulfill({ json: answer }))
}

/** The value of one of the dashboard's figure cards (without its change badge). */
function figure(page: Page, label: string) {
  return page
    .locator('.stat-card')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.figure-card-current')
}

test.describe('the dashboard', () => {
  test("a learner's purchase adds exactly its price to revenue and one to purchases", async ({
    page,
    browser,
    baseURL,
  }) => {
    // it may wait for the other specs' purchases before making its own
    test.setTimeout(180_000)
    await signInAsAdmin(page)
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible()
    // no other purchase may land between the readings
    await withPurchasesPaused(async () => {
      const before = await dashboardFromApi(page)
      const purchase = await learnerBuysStoreItem(browser, baseURL!, { locked: false })
      expect(purchase.paidPaise).toBeGreaterThan(0)
      const after = await dashboardFromApi(page)
      expect(after.revenuePaise.current).toBe(before.revenuePaise.current + purchase.paidPaise)
      expect(after.paidOrders.current).toBe(before.paidOrders.current + 1)
      expect(after.purchases.current).toBe(before.purchases.current + 1)
      // other tests may sign learners up meanwhile
      expect(after.newLearners.current).toBeGreaterThanOrEqual(before.newLearners.current + 1)
      const today = after.dailyRevenue.at(-1)!
      const todayBefore = before.dailyRevenue.at(-1)!
      if (today.date === todayBefore.date)
        expect(today.revenuePaise).toBe(todayBefore.revenuePaise + purchase.paidPaise)

      await page.reload()
      await expect(figure(page, 'Revenue')).toHaveText(formatRupees(after.revenuePaise.current))
      await expect(figure(page, 'Purchases')).toHaveText(
        after.purchases.current.toLocaleString('en-IN')
      )
      // the newest paid order leads the recent orders, and opens in the transactions screen
      const recent = page.getByRole('table', { name: 'Recent orders' })
      const newest = recent.getByRole('row').nth(1)
      await expect(newest).toContainText(purchase.learner.email)
      await expect(newest).toContainText(purchase.title)
      await expect(newest).toContainText(formatRupees(purchase.paidPaise))
      await expect(page.getByRole('table', { name: 'Top store items' })).toContainText(
        purchase.title
      )
    })
  })

  test('the revenue chart is its own chunk, loaded after the page, in a box of the same size', async ({
    page,
  }) => {
    const chartChunks: string[] = []
    page.on('request', (request) => {
      if (/RevenueChart-[\w-]+\.js$/.test(request.url())) chartChunks.push(request.url())
    })
    await signInAsAdmin(page, '/admin/settings')
    await answerDailyRevenue(page, (index) => (index === 20 ? 49_900 : 0))
    expect(chartChunks).toEqual([])
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Dashboard' })
      .click()
    const area = page.locator('.revenue-chart-area').first()
    await expect(page.locator('.recharts-surface')).toBeVisible()
    expect(chartChunks).toHaveLength(1)
    const box = await area.boundingBox()
    expect(box?.height).toBe(260)
  })

  test('a period without revenue is an empty state, never an axis in fractions of a rupee', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/settings')
    await answerDailyRevenue(page, () => 0)
    await page.goto('/admin')
    const panel = page.locator('.revenue-chart')
    await expect(panel.getByText('No revenue in the last 30 days')).toBeVisible()
    await expect(panel.locator('.bp6-non-ideal-state')).toBeVisible()
    await expect(panel.locator('.recharts-surface')).toHaveCount(0)
    await expect(page.getByText(/₹0\.\d/)).toHaveCount(0)
    await screenshotAdminScreen(page, 'dashboard-no-revenue')
  })

  test('the revenue line joins the real days in straight lines, on whole rupees, dated as people write', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/settings')
    // one sale of ₹499 on one day, ₹1,499.50 five days later: nothing in between
    await answerDailyRevenue(page, (index) => (index === 10 ? 49_900 : index === 15 ? 149_950 : 0))
    await page.goto('/admin')
    const chart = page.locator('.revenue-chart .recharts-wrapper')
    await expect(chart.locator('.recharts-surface')).toBeVisible()

    // linear: straight segments, so the days without revenue stay on the zero line
    expect(await drawnStraight(chart.locator('.recharts-area-curve'))).toBe(true)
    const money = await tickTexts(chart, 'y')
    expect(money.length).toBeGreaterThan(1)
    for (const tick of money) expect(tick).toMatch(/^₹\d{1,3}(,\d{2})*(,\d{3})?$/)
    const days = await tickTexts(chart, 'x')
    expect(days.length).toBeGreaterThan(1)
    for (const tick of days) expect(tick).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/)
    expect(await tooltipAt(page, chart, 0.99)).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/)
  })

  test('screenshots at 1280 and 768 px in both themes', async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings')
    await answerDailyRevenue(page, (index) => [0, 0, 49_900, 0, 149_950, 99_800][index % 6]!)
    await page.goto('/admin')
    await expect(page.locator('.recharts-surface')).toBeVisible()
    await screenshotAdminScreen(page, 'dashboard')
  })
})
