import type { Page } from '@playwright/test'
import {
  apiPost,
  createLearner,
  DEMO_ADMIN,
  expect,
  screenshot,
  setTheme,
  signInByApi,
  test,
} from './support/index.ts'
import { courseIdByName } from './learner-helpers.ts'

// "Have a coupon?" (docs/coupons.md): an admin makes coupons, a learner applies one on the
// course's enrol card, sees the server's price and refusals in words, and pays the discounted
// amount in the Razorpay simulator; in the store, a 100% coupon gets the item without paying.

const PAID_COURSE = 'Geography of India'

/** Makes coupons as the demo admin, then signs the admin out. */
async function makeCoupons(page: Page, coupons: object[]) {
  await signInByApi(page, DEMO_ADMIN)
  for (const coupon of coupons) {
    const made = await apiPost(page, '/coupons', coupon)
    expect(made.status(), await made.text()).toBe(201)
  }
  await apiPost(page, '/auth/logout', {})
}

function enrolCard(page: Page) {
  return page.getByRole('complementary', { name: 'Enrol' })
}

test('a learner applies a coupon on a course and pays the discounted price', async ({ page }) => {
  const suffix = Date.now().toString(36).toUpperCase()
  const code = `E2E20${suffix}`
  await makeCoupons(page, [
    { code, discountType: 'percent', discountValue: 20 },
    {
      code: `OLD${suffix}`,
      discountType: 'flat',
      discountValue: 10_000,
      validFrom: '2020-01-01T00:00:00Z',
      validUntil: '2020-02-01T00:00:00Z',
    },
  ])
  const learner = await createLearner(page, { firstName: 'Kavya', lastName: 'Nair' })
  await signInByApi(page, learner)
  const courseId = await courseIdByName(page, PAID_COURSE)
  await page.goto(`/home/course?id=${courseId}`)
  const card = enrolCard(page)
  const listPrice = (await card.getByRole('group', { name: 'Price' }).textContent())!.trim()

  await card.getByRole('button', { name: 'Have a coupon?' }).click()
  const field = card.getByLabel('Coupon code')
  await field.fill('nosuch')
  await card.getByRole('button', { name: 'Apply' }).click()
  await expect(card.getByRole('alert')).toHaveText('There is no coupon with the code NOSUCH')

  await field.fill(`old${suffix}`.toLowerCase())
  await card.getByRole('button', { name: 'Apply' }).click()
  await expect(card.getByRole('alert')).toContainText(
    `The coupon OLD${suffix} expired on 1 Feb 2020`
  )

  await field.fill(code.toLowerCase())
  await card.getByRole('button', { name: 'Apply' }).click()
  const applied = card.getByRole('status').filter({ hasText: 'applied' })
  await expect(applied).toContainText(`${code} applied: 20% off`)
  await expect(applied).toContainText(`instead of ${listPrice}`)
  const youPay = (await applied.locator('strong').nth(1).textContent())!

  await card.getByRole('button', { name: 'Enroll Now' }).click()
  const checkout = page.locator('[data-razorpay-simulator]')
  await expect(checkout.getByText('Test mode', { exact: true })).toBeVisible()
  // the order is for the discounted amount
  await checkout.getByRole('button', { name: `Pay ${youPay}` }).click()
  await expect(page).toHaveURL(`/home/enrolled?id=${courseId}`)
  await expect(
    page.getByText('Payment successful! You are now enrolled in the course.')
  ).toBeVisible()
})

test('a 100% coupon gets a store item without the gateway', async ({ page }) => {
  const code = `FREE${Date.now().toString(36).toUpperCase()}`
  await makeCoupons(page, [{ code, discountType: 'percent', discountValue: 100 }])
  const learner = await createLearner(page)
  await signInByApi(page, learner)
  await page.goto('/home/store?sort=price&order=desc')
  const first = page.getByRole('list', { name: 'Store items' }).getByRole('listitem').first()
  await first.getByRole('button', { name: 'Buy Now' }).click()

  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' })
  await confirm.getByRole('button', { name: 'Have a coupon?' }).click()
  await confirm.getByLabel('Coupon code').fill(code)
  await confirm.getByRole('button', { name: 'Apply' }).click()
  await expect(confirm.getByRole('status').filter({ hasText: 'applied' })).toContainText(
    'You pay ₹0'
  )
  await confirm.getByRole('button', { name: 'Get it free with the coupon' }).click()
  await expect(first.getByRole('button', { name: 'Access' })).toBeVisible()
  expect(await page.locator('[data-razorpay-simulator]').count()).toBe(0)
})

test('screenshots: the coupon on the enrol card and in the purchase dialog, 1280 and 375 px, both themes', async ({
  page,
}) => {
  const code = `LOOK${Date.now().toString(36).toUpperCase()}`
  await makeCoupons(page, [{ code, discountType: 'percent', discountValue: 25 }])
  const learner = await createLearner(page)
  await signInByApi(page, learner)
  const courseId = await courseIdByName(page, PAID_COURSE)
  for (const theme of ['light', 'dark'] as const) {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`/home/course?id=${courseId}`)
    await setTheme(page, theme)
    const card = enrolCard(page)
    await card.getByRole('button', { name: 'Have a coupon?' }).click()
    await card.getByLabel('Coupon code').fill('WRONG')
    await card.getByRole('button', { name: 'Apply' }).click()
    await expect(card.getByRole('alert')).toBeVisible()
    await card.scrollIntoViewIfNeeded()
    await screenshot(page, 'coupon-refused-course', { fullPage: false })
    await card.getByLabel('Coupon code').fill(code)
    await card.getByRole('button', { name: 'Apply' }).click()
    await expect(card.getByRole('status').filter({ hasText: 'applied' })).toBeVisible()
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await card.getByRole('button', { name: 'Enroll Now' }).scrollIntoViewIfNeeded()
      await screenshot(page, 'coupon-applied-course', { fullPage: false })
    }

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/home/store?sort=price&order=desc')
    const first = page.getByRole('list', { name: 'Store items' }).getByRole('listitem').first()
    await first.getByRole('button', { name: 'Buy Now' }).click()
    const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' })
    await confirm.getByRole('button', { name: 'Have a coupon?' }).click()
    await confirm.getByLabel('Coupon code').fill(code)
    await confirm.getByRole('button', { name: 'Apply' }).click()
    await expect(confirm.getByRole('status').filter({ hasText: 'applied' })).toBeVisible()
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.waitForFunction(() => document.getAnimations().length === 0)
      await screenshot(page, 'coupon-applied-store', { fullPage: false })
    }
  }
})
