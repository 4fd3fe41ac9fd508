import type { Page } from '@playwright/test'
import { formatRupees } from '@pathshala/shared'
import { learnerBuysStoreItem, type Purchase } from './admin-purchases.ts'
import {
  expect,
  screenshot,
  screenshotAdminScreen,
  screenshotAdminState,
  setTheme,
  signInAsAdmin,
  signInByApi,
  test,
} from './support/index.ts'

/** The transactions screen searched for the learner, the order's drawer open. */
async function openOrder(page: Page, purchase: Purchase) {
  await signInAsAdmin(
    page,
    `/admin/transactions?search=${encodeURIComponent(purchase.learner.email)}`
  )
  const list = page.getByRole('region', { name: 'Transactions list' })
  await expect(list.getByRole('row')).toHaveCount(2)
  await list.getByRole('button', { name: /^Open order / }).click()
  const drawer = page.getByRole('dialog', { name: /^Order / })
  await expect(drawer.getByRole('heading', { name: 'Refunds' })).toBeVisible()
  return drawer
}

test.describe('refunds', () => {
  test('an admin refunds part of an order: Razorpay processes it, the learner loses the item', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const purchase = await learnerBuysStoreItem(browser, process.env.E2E_BASE_URL!)
    const drawer = await openOrder(page, purchase)
    await expect(drawer.getByText('Nothing refunded.')).toBeVisible()

    const openDialog = async () => {
      await drawer.getByRole('button', { name: 'Refund', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: /^Refund order / })
      await dialog.getByText('Part of it', { exact: true }).click()
      await dialog.getByLabel('Amount to refund (₹)').fill('100.50')
      await dialog.getByLabel('Reason').fill('The PDF had missing pages')
      return dialog
    }
    // the address keeps the open order: after each theme's reload the drawer is there again
    await screenshotAdminState(
      page,
      'refund-dialog',
      async () => {
        await openDialog()
      },
      { fullPage: false }
    )
    const dialog = await openDialog()

    // too much is refused in words before anything is sent
    await dialog.getByLabel('Amount to refund (₹)').fill(String(purchase.paidPaise))
    await dialog.getByRole('button', { name: 'Review refund' }).click()
    await expect(dialog.getByText(/^At most ₹[\d,.]+ can still be refunded$/)).toBeVisible()
    await dialog.getByLabel('Amount to refund (₹)').fill('100.50')
    await dialog.getByRole('button', { name: 'Review refund' }).click()
    await expect(dialog.getByText('The learner loses the item')).toBeVisible()
    await dialog.getByRole('button', { name: 'Refund ₹100.50' }).click()
    await expect(page.getByText('Refund of ₹100.50 sent to Razorpay')).toBeVisible()
    await expect(dialog).toBeHidden()

    // the simulator processes it and sends refund.processed; the drawer looks again by itself
    const refund = drawer.getByRole('list', { name: 'Refunds of this order' }).getByRole('listitem')
    await expect(refund).toHaveCount(1)
    await expect(refund.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(refund.getByText('The item was taken away.')).toBeVisible()
    await expect(
      drawer.getByText(`Refunded ₹100.50 of ${formatRupees(purchase.paidPaise)}.`)
    ).toBeVisible()
    await screenshotAdminScreen(page, 'refunds-drawer')
    await expect(refund.getByText('Refunded', { exact: true })).toBeVisible()

    // the list shows what was refunded beside the amount
    const list = page.getByRole('region', { name: 'Transactions list' })
    await page.keyboard.press('Escape')
    await page.reload()
    await expect(list.getByText('Refunded ₹100.50')).toBeVisible()

    // the learner's library no longer has the item: the store offers it to buy again
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
    try {
      const learnerPage = await context.newPage()
      await signInByApi(learnerPage, purchase.learner)
      await learnerPage.goto('/home/store?sort=price&order=desc')
      const card = learnerPage
        .getByRole('list', { name: 'Store items' })
        .getByRole('listitem')
        .filter({ has: learnerPage.getByRole('heading', { name: purchase.title, level: 3 }) })
      await expect(card.getByRole('button', { name: 'Buy Now' })).toBeVisible()
    } finally {
      await context.close()
    }

    // the dashboard shows refunds apart from revenue
    await page.goto('/admin')
    await expect(page.getByText('Refunds', { exact: true })).toBeVisible()
    await expect(page.getByText('Net revenue', { exact: true })).toBeVisible()
    await screenshotAdminScreen(page, 'dashboard-refunds')
  })

  test('the drawer and the dialog at 375 px in both themes', async ({ page, browser }) => {
    test.setTimeout(90_000)
    const purchase = await learnerBuysStoreItem(browser, process.env.E2E_BASE_URL!)
    // signed in at the default width (the narrow layout hides the banner's title it waits for)
    const drawer = await openOrder(page, purchase)
    await page.setViewportSize({ width: 375, height: 800 })
    for (const theme of ['light', 'dark'] as const) {
      // a reload: the drawer opens again from the address
      await setTheme(page, theme)
      await expect(drawer.getByRole('heading', { name: 'Refunds' })).toBeVisible()
      await screenshot(page, 'admin-refunds-drawer', { fullPage: false })
      await drawer.getByRole('button', { name: 'Refund', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: /^Refund order / })
      await dialog.getByText('Part of it', { exact: true }).click()
      await dialog.getByLabel('Amount to refund (₹)').fill('50')
      await dialog.getByLabel('Reason').fill('Goodwill for a late start')
      await dialog.getByRole('button', { name: 'Review refund' }).click()
      await expect(dialog.getByText('The learner loses the item')).toBeVisible()
      await screenshot(page, 'admin-refund-confirm', { fullPage: false })
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth
      )
      expect(overflow).toBe(false)
      await dialog.getByRole('button', { name: 'Back' }).click()
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
    }
  })
})
