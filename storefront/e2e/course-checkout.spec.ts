import type { Page } from '@playwright/test'
import { createLearner, expect, signIn, signInByApi, test } from './support/index.ts'
import { courseIdByName } from './learner-helpers.ts'

// Enrolling from the course page: the sign-in round trip, a free course without the gateway,
// and a paid one through the API's Razorpay simulator (its 'Test mode' checkout with 'Pay').
// Each test has a learner of its own, so no earlier enrolment gets in the way.

/** The demo data's other free course (the demo learner is in 'Answer Writing for GS Mains'). */
const FREE_COURSE = 'CSAT Complete Course'

async function openCourse(page: Page, name: string) {
  const id = await courseIdByName(page, name)
  await page.goto(`/home/course?id=${id}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return id
}

/** The price on the course page's enrol card. */
function price(page: Page) {
  return page.getByRole('complementary', { name: 'Enrol' }).getByRole('group', { name: 'Price' })
}

/** The simulator's checkout window. */
function checkoutWindow(page: Page) {
  return page.getByRole('dialog').filter({ hasText: 'Test mode' })
}

test.describe('enrolling in a course', () => {
  test('a visitor signs in from Enroll Now, comes back and enrols in a free course', async ({
    page,
  }) => {
    const account = await createLearner(page, { firstName: 'Meera', lastName: 'Iyer' })
    const courseId = await openCourse(page, FREE_COURSE)
    await expect(price(page).getByText('Free', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Enroll Now' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await signIn(page, account.email, account.password)
    await expect(page).toHaveURL(`/home/course?id=${courseId}`)

    // free: no gateway script, straight to the learning view
    await page.getByRole('button', { name: 'Enroll Now' }).click()
    await expect(page).toHaveURL(`/home/enrolled?id=${courseId}`)
    await expect(page.getByText('You are now enrolled in the course')).toBeVisible()
    expect(await page.locator('script[src*="checkout.js"]').count()).toBe(0)

    // the course now offers Continue Learning, on its page and on its card
    await page.goto(`/home/course?id=${courseId}`)
    await expect(page.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      `/home/enrolled?id=${courseId}`
    )
    await page.goto('/home/explore?search=CSAT')
    await expect(
      page.getByRole('link', { name: `Continue Learning: ${FREE_COURSE}` })
    ).toBeVisible()
  })

  test('a paid course is bought through the checkout and opens the learning view', async ({
    page,
  }) => {
    const account = await createLearner(page, { firstName: 'Arjun', lastName: 'Mehta' })
    await signInByApi(page, account)
    const courseId = await openCourse(page, 'Essay Writing Masterclass')
    await expect(price(page).getByText('₹1,499', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Enroll Now' }).click()
    const checkout = checkoutWindow(page)
    await expect(checkout).toBeVisible()
    await expect(checkout).toContainText('Course Purchase')
    await expect(checkout).toContainText('Arjun Mehta')
    await expect(checkout).toContainText(account.email)
    await expect(page.getByText('Processing payment...')).toBeVisible()

    await checkout.getByRole('button', { name: /^Pay/ }).click()
    await expect(page).toHaveURL(`/home/enrolled?id=${courseId}`)
    await expect(
      page.getByText('Payment successful! You are now enrolled in the course.')
    ).toBeVisible()

    await page.goto(`/home/course?id=${courseId}`)
    await expect(page.getByRole('link', { name: 'Continue Learning' })).toBeVisible()
    await expect(price(page).getByText('Enrolled', { exact: true })).toBeVisible()
  })

  test('closing the checkout cancels and leaves the learner on the course page', async ({
    page,
  }) => {
    const account = await createLearner(page, { firstName: 'Nisha', lastName: 'Rao' })
    await signInByApi(page, account)
    const courseId = await openCourse(page, 'Geography of India')

    await page.getByRole('button', { name: 'Enroll Now' }).click()
    const checkout = checkoutWindow(page)
    await expect(checkout.getByRole('button', { name: /^Pay/ })).toBeEnabled()
    await checkout.getByRole('button', { name: 'Simulate failure' }).click()
    await expect(page.getByText('Payment failed. Please try again.').first()).toBeVisible()
    await checkout.getByRole('button', { name: 'Cancel' }).click()

    await expect(checkout).toBeHidden()
    await expect(page.getByText('Payment cancelled').first()).toBeVisible()
    await expect(page).toHaveURL(`/home/course?id=${courseId}`)
    await expect(page.getByRole('button', { name: 'Enroll Now' })).toBeEnabled()
  })
})
