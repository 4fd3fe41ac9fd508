import type { Locator, Page } from '@playwright/test'
import {
  apiPost,
  createLearner,
  expect,
  screenshot,
  screenshotAdminScreen,
  signInAsAdmin,
  signInByApi,
  test,
  uniqueEmail,
  type Account,
} from './support/index.ts'

interface CourseRow {
  _id: string
  courseName: string
}

/** The demo catalogue's courses by name, as the admin's API lists them. */
async function demoCourses(page: Page): Promise<CourseRow[]> {
  const response = await apiPost(page, '/courses/getAllCourses', {
    limit: 100,
    status: 'published',
    sortBy: 'courseName',
    sortOrder: 'asc',
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: CourseRow[] }).data
}

/** Opens a form's course picker, searches the server for `name` and picks it. */
async function pickCourse(page: Page, form: Locator, name: string) {
  await form.getByRole('button', { name: /^Course/ }).click()
  await page.getByRole('combobox', { name: 'Search courses' }).fill(name)
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await page.getByRole('option', { name: new RegExp(`^${escaped}`) }).click()
  await expect(form.getByRole('button', { name: `Course ${name}` })).toBeVisible()
}

/** The learner's profile on the storefront lists the course among their enrolled courses. */
async function expectLearnerHasCourse(page: Page, learner: Account, courseName: string) {
  const context = await page.context().browser()!.newContext({ baseURL: process.env.E2E_BASE_URL })
  try {
    const learnerPage = await context.newPage()
    await signInByApi(learnerPage, learner)
    await learnerPage.goto('/home/user')
    await expect(
      learnerPage.getByRole('list', { name: 'Enrolled courses' }).getByText(courseName)
    ).toBeVisible()
  } finally {
    await context.close()
  }
}

test.describe('enrolment', () => {
  test('one learner: the missing-field message, success, the learner sees the course, a second try fails', async ({
    page,
    browser,
  }) => {
    const signUp = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
    const learner = await createLearner(await signUp.newPage())
    await signUp.close()

    await signInAsAdmin(page, '/admin/enrolluser')
    await expect(page.getByRole('heading', { name: 'Enroll', level: 2 })).toBeVisible()
    const courses = await demoCourses(page)
    const course = courses.at(-1)!
    const form = page.getByRole('form', { name: 'Enroll a learner' })

    await form.getByRole('button', { name: 'Enroll' }).click()
    await expect(form.getByRole('alert')).toHaveText('Missing course or email')

    await form.getByLabel('Student email').fill(learner.email)
    await pickCourse(page, form, course.courseName)
    await form.getByRole('button', { name: 'Enroll' }).click()
    await expect(page.locator('.bp6-toast').getByText('User manually enrolled')).toBeVisible()

    await expectLearnerHasCourse(page, learner, course.courseName)

    // the same learner again: refused, with the server's reason
    await form.getByLabel('Student email').fill(learner.email)
    await form.getByRole('button', { name: 'Enroll' }).click()
    await expect(
      page
        .locator('.bp6-toast')
        .getByText('Enrollment Failed: User is already enrolled in this course')
    ).toBeVisible()
    await expect(form.getByRole('alert')).toContainText('User is already enrolled in this course')

    // and an address nobody signed up with
    await form.getByLabel('Student email').fill(uniqueEmail('nobody'))
    await form.getByRole('button', { name: 'Enroll' }).click()
    await expect(
      page.locator('.bp6-toast').getByText('Enrollment Failed: No user with this email')
    ).toBeVisible()
  })

  test('a pasted list: enrolled, already enrolled, no such account and invalid, per row', async ({
    page,
    browser,
  }) => {
    const signUp = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
    const signUpPage = await signUp.newPage()
    const newcomer = await createLearner(signUpPage)
    const enrolledBefore = await createLearner(signUpPage)
    await signUp.close()

    await signInAsAdmin(page, '/admin/enrolluser')
    const courses = await demoCourses(page)
    const course = courses[0]!
    // one of the list already has the course
    const before = await apiPost(page, '/payment/manualEnrollStudent', {
      courseId: course._id,
      email: enrolledBefore.email,
    })
    expect(before.status()).toBe(200)

    const many = page.getByRole('region', { name: 'Enroll many learners' })
    const unknown = uniqueEmail('nobody')
    await many
      .getByLabel('Learner emails')
      .fill(
        [
          newcomer.email.toUpperCase(),
          ` ${enrolledBefore.email} `,
          unknown,
          'not-an-address',
          newcomer.email,
        ].join('\n')
      )
    await expect(
      many.getByText('4 addresses · 3 to send · 1 invalid · 1 repeat removed')
    ).toBeVisible()
    await pickCourse(page, many, course.courseName)
    await many.getByRole('button', { name: 'Enroll 3 learners' }).click()
    await expect(page.locator('.bp6-toast').getByText('1 learner enrolled')).toBeVisible()

    const table = many.getByRole('region', { name: 'Learners to enroll' })
    const resultOf = (email: string) =>
      table.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(3)
    await expect(resultOf(newcomer.email)).toHaveText('Enrolled')
    await expect(resultOf(enrolledBefore.email)).toHaveText('Already enrolled')
    await expect(resultOf(unknown)).toHaveText('No such account')
    await expect(resultOf('not-an-address')).toHaveText('Invalid address')
    await expect(many.getByRole('status')).toHaveText(
      /1 enrolled · 1 already enrolled · 1 with no account · 1 invalid/
    )

    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 })
      await screenshot(page, 'admin-enrolment-results')
    }
    await page.setViewportSize({ width: 1280, height: 900 })

    await expectLearnerHasCourse(page, newcomer, course.courseName)
  })

  test('screenshots at 1280 and 768 px in both themes', async ({ page }) => {
    await signInAsAdmin(page, '/admin/enrolluser')
    await expect(page.getByRole('form', { name: 'Enroll a learner' })).toBeVisible()
    await screenshotAdminScreen(page, 'enrolment')

    // the course picker open, searching the server
    const form = page.getByRole('form', { name: 'Enroll a learner' })
    await form.getByRole('button', { name: /^Course/ }).click()
    await expect(page.getByRole('option').first()).toBeVisible()
    await screenshot(page, 'admin-enrolment-course-picker')
  })
})
