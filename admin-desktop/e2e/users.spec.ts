import { learnerBuysStoreItem, type Purchase } from './admin-purchases.ts'
import { expect, screenshotAdminScreen, signInAsAdmin, test } from './support/index.ts'

test.describe('users', () => {
  let purchase: Purchase

  test.beforeAll(async ({ browser }) => {
    purchase = await learnerBuysStoreItem(browser, process.env.E2E_BASE_URL!)
  })

  test('the search finds a learner by email with their counts, and the detail lists what they bought', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/users')
    await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible()
    await page.getByRole('searchbox').fill(purchase.learner.email)
    await page.waitForURL((url) => url.searchParams.get('search') === purchase.learner.email)
    const list = page.getByRole('region', { name: 'Users list' })
    await expect(list.getByRole('row')).toHaveCount(2)
    const row = list.getByRole('row').nth(1)
    await expect(row).toContainText('Kavya Nair')
    await expect(row).toContainText('Student')
    // enrolments 0, purchases 1
    await expect(row.getByRole('cell').nth(2)).toHaveText('0')
    await expect(row.getByRole('cell').nth(3)).toHaveText('1')

    await page.getByLabel('Account', { exact: true }).selectOption('Admin')
    await expect(page.getByText('No users match')).toBeVisible()
    await page.getByLabel('Account', { exact: true }).selectOption('all')

    await list.getByRole('link', { name: 'Kavya Nair' }).click()
    await expect(page.getByRole('heading', { name: /Kavya Nair/, level: 2 })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Store items' })).toContainText(purchase.title)
    await expect(page.getByRole('table', { name: 'Orders' })).toContainText(purchase.title)
    // an admin never sees a terminal command
    await expect(page.getByRole('main')).not.toContainText(/npm run|admin:create|--password/)
    await expect(page.getByRole('main').locator('pre')).toHaveCount(0)
    await screenshotAdminScreen(page, 'user-detail')
  })

  test('screenshots at 1280 and 768 px in both themes', async ({ page }) => {
    await signInAsAdmin(page, '/admin/users')
    await expect(page.getByRole('region', { name: 'Users list' })).toBeVisible()
    await screenshotAdminScreen(page, 'users')
  })
})
