import { readFile } from 'node:fs/promises'
import { learnerBuysStoreItem } from './admin-purchases.ts'
import { expect, screenshotAdminScreen, signInAsAdmin, test } from './support/index.ts'

// The admin's GST report on /admin: a learner's purchase (no state on the profile, so the place
// of supply is the seller's Karnataka: CGST and SGST) shows up by place of supply, and the
// month's report downloads as CSV.

test('GST report: this month by place of supply, with a CSV download', async ({
  browser,
  page,
}) => {
  await learnerBuysStoreItem(browser, process.env.E2E_BASE_URL!)
  await signInAsAdmin(page, '/admin')
  await page.getByRole('link', { name: 'GST report' }).click()
  await expect(page.getByRole('heading', { name: 'GST report', level: 2 })).toBeVisible()

  const table = page.getByRole('region', { name: 'Sales by place of supply' })
  const karnataka = table.getByRole('row').filter({ hasText: 'Karnataka (29)' })
  await expect(karnataka).toBeVisible()
  // within the seller's state: CGST and SGST, the same on each side of the odd paisa
  const cells = karnataka.getByRole('cell')
  await expect(cells.nth(3)).not.toHaveText('₹0.00')
  await expect(cells.nth(4)).not.toHaveText('₹0.00')
  await expect(table.getByRole('row').last()).toContainText('Total')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^gst-report-\d{4}-\d{2}\.csv$/)
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toBe(
    'Month,Place of supply,State code,Invoices,Credit notes,Taxable value (INR),CGST (INR),SGST (INR),IGST (INR),Total (INR)'
  )
  expect(csv).toContain(',Karnataka,29,')

  // the month lives in the address: the previous one is empty of these sales
  await page.getByRole('button', { name: 'Previous month' }).click()
  await expect(page).toHaveURL(/gst-report\?month=\d{4}-\d{2}$/)
  await page.getByRole('button', { name: 'Next month' }).click()
  await expect(karnataka).toBeVisible()
  await screenshotAdminScreen(page, 'gst-report')
})
