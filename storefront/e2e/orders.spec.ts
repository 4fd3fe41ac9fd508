import { readFile } from 'node:fs/promises'
import { createLearner, expect, screenshotEveryLook, signInByApi, test } from './support/index.ts'
import { courseIdByName } from './learner-helpers.ts'

// My orders: a paid course bought through the API's Razorpay simulator, with the learner's state
// asked at checkout (the place of supply), then listed in the profile with its GST invoice.

const PAID_COURSE = 'Essay Writing Masterclass'

test('a bought course is in My orders with its GST invoice to download', async ({ page }) => {
  const account = await createLearner(page, { firstName: 'Kavya', lastName: 'Patil' })
  await signInByApi(page, account)
  const courseId = await courseIdByName(page, PAID_COURSE)
  await page.goto(`/home/course?id=${courseId}`)

  // the profile has no state yet: the enrol card asks for it
  await expect(page.getByRole('combobox', { name: 'Your state' })).toBeVisible()
  await screenshotEveryLook(page, 'enrol-state-prompt')
  await page.getByRole('combobox', { name: 'Your state' }).selectOption({ label: 'Maharashtra' })
  await page.getByRole('button', { name: 'Enroll Now' }).click()
  const checkout = page.getByRole('dialog').filter({ hasText: 'Test mode' })
  await checkout.getByRole('button', { name: /^Pay/ }).click()
  await expect(page).toHaveURL(`/home/enrolled?id=${courseId}`)

  await page.goto('/home/user?tab=orders')
  const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first()
  await expect(order.getByRole('heading', { name: PAID_COURSE })).toBeVisible()
  await expect(order).toContainText('Paid')
  await expect(order).toContainText('Price₹1,499')
  // ₹1,499 includes ₹228.66 of IGST (Maharashtra, the seller being in Karnataka)
  await expect(order).toContainText('GST included₹228.66')
  const invoice = order.getByRole('button', { name: /^Download invoice PS\/\d\d-\d\d\/\d{6}$/ })
  await expect(invoice).toBeVisible()

  const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()])
  expect(download.suggestedFilename()).toMatch(/^PS-\d\d-\d\d-\d{6}\.pdf$/)
  const bytes = await readFile(await download.path())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')

  // the state chosen at checkout is on the profile now: a next checkout does not ask again
  await page.goto(`/home/course?id=${await courseIdByName(page, 'Geography of India')}`)
  await expect(page.getByRole('button', { name: 'Enroll Now' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Your state' })).toHaveCount(0)

  await page.goto('/home/user?tab=orders')
  await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible()
  await screenshotEveryLook(page, 'my-orders')
})
