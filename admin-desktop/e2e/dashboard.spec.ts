import type { AdminDashboard } from '../src/renderer/src/features/dashboard/api/dashboard-types.ts'
import { formatRupees } from '@pathshala/shared'
import type { Page } from '@playwright/test'
import { learnerBuysStoreItem, withPurchasesPaused } from './admin-purchases.ts'
import { expect, screenshotAdminScreen, signInAsAdmin, test } from './support/index.ts'

/** The dashboard as the API answers it to the signed-in admin. */
async function dashboardFromApi(page: Page): Promise<AdminDashboard> {
  const response = await page.request.get('/api/v1/admin/dashboard')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: AdminDashboard }).data
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

  test('screenshots at 1280 and 768 px in both themes', async ({ page }) => {
    await signInAsAdmin(page)
    await expect(page.locator('.recharts-surface')).toBeVisible()
    await screenshotAdminScreen(page, 'dashboard')
  })
})
