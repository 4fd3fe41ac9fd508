import {
  expect,
  screenshotAdminScreen,
  screenshotAdminState,
  signInAsAdmin,
  test,
} from './support/index.ts'

// The Coupons screen at /admin/coupons (docs/coupons.md): make a coupon with the form (its
// checks said at the fields), see it in the list with its uses, pause and resume it, open its
// orders, delete it after confirming.

test('an admin makes, pauses, resumes and deletes a coupon', async ({ page }) => {
  const code = `WEB${Date.now().toString(36).toUpperCase()}`
  await signInAsAdmin(page, '/admin/coupons')
  await expect(page.getByRole('heading', { name: 'Coupons', exact: true, level: 2 })).toBeVisible()
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Coupons' })).toBeVisible()

  await page.getByRole('button', { name: 'New coupon' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New coupon' })
  await dialog.getByLabel('Code').fill('no spaces allowed')
  await dialog.getByLabel('Discount (%)', { exact: true }).fill('150')
  await dialog.getByRole('button', { name: 'Create coupon' }).click()
  await expect(dialog.getByText('A code has only letters, digits, - and _')).toBeVisible()
  await expect(dialog.getByText('A percent discount is a whole number from 1 to 100')).toBeVisible()

  await dialog.getByLabel('Code').fill(code)
  await dialog.getByLabel('Discount (%)', { exact: true }).fill('15')
  await dialog.getByLabel(/Maximum discount/).fill('300')
  await dialog.getByLabel(/Total uses/).fill('50')
  await dialog.getByLabel(/Uses per learner/).fill('1')
  await dialog.getByRole('button', { name: 'Create coupon' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('searchbox').fill(code)
  const list = page.getByRole('region', { name: 'Coupons list' })
  const row = list.getByRole('row').filter({ hasText: code })
  await expect(row).toContainText('15% off (up to ₹300)')
  await expect(row).toContainText('0 / 50')
  await expect(row).toContainText('Active')

  await row.getByRole('button', { name: `Pause ${code}` }).click()
  await expect(row).toContainText('Paused')
  await row.getByRole('button', { name: `Resume ${code}` }).click()
  await expect(row).toContainText('Active')

  await row.getByRole('link', { name: `${code}: its orders` }).click()
  await expect(page.getByRole('heading', { name: `Coupon ${code}`, level: 2 })).toBeVisible()
  await expect(page.getByText('No orders yet')).toBeVisible()
  await page.getByRole('link', { name: 'All coupons' }).click()

  await page.getByRole('searchbox').fill(code)
  await list.getByRole('button', { name: `Delete ${code}` }).click()
  const confirm = page.getByRole('dialog', { name: `Delete coupon ${code}?` })
  await confirm.getByRole('button', { name: 'Delete coupon' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('No coupons match')).toBeVisible()
})

test('screenshots of the list and the form at 1280 and 768 px in both themes', async ({ page }) => {
  await signInAsAdmin(page, '/admin/coupons')
  const made = await page.request.get('/api/v1/coupons?limit=1')
  expect(made.status()).toBe(200)
  await page.getByRole('button', { name: 'New coupon' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New coupon' })
  await dialog.getByLabel('Code').fill(`SHOT${Date.now().toString(36).toUpperCase()}`)
  await dialog.getByLabel('Discount type').selectOption('flat')
  await dialog.getByLabel('Discount (₹)', { exact: true }).fill('250')
  await dialog.getByLabel(/Minimum order/).fill('999')
  await dialog.getByRole('button', { name: 'Create coupon' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('region', { name: 'Coupons list' })).toBeVisible()
  await screenshotAdminScreen(page, 'coupons')
  await screenshotAdminState(
    page,
    'coupon-form',
    async () => {
      await page.getByRole('button', { name: 'New coupon' }).first().click()
      const form = page.getByRole('dialog', { name: 'New coupon' })
      await form.getByLabel('Applies to').selectOption('courses')
      await form.getByRole('button', { name: 'Create coupon' }).click()
      await expect(form.getByText('Choose at least one course')).toBeVisible()
    },
    { fullPage: false }
  )
})
