import type { Page } from '@playwright/test'
import {
  createLearner,
  DEMO_LEARNER,
  expect,
  hasHorizontalOverflow,
  screenshotEveryLook,
  signInByApi,
  test,
  WIDTHS,
} from './support/index.ts'
import { courseIdByName, enrolInFreeCourse, FREE_COURSE } from './learner-helpers.ts'

// The learning view (/home/enrolled). Lesson videos in the demo are sample MP4s on the internet,
// which this machine cannot reach: nothing here depends on playback (player.spec.ts plays a clip).

/** The answer to the progress save that matches `change` (lesson opened, completed...). */
const progressSaved = (page: Page, change: Record<string, unknown>) =>
  page.waitForResponse((response) => {
    if (!response.url().endsWith('/courses/updateCourseProgress') || !response.ok()) return false
    const sent = response.request().postDataJSON() as Record<string, unknown>
    return Object.entries(change).every(([key, value]) => sent[key] === value)
  })

test.describe('learning view', () => {
  test('a lesson marked complete keeps its tick and the place after a reload', async ({ page }) => {
    // a learner of its own, so the course starts untouched whatever else ran
    const account = await createLearner(page, { firstName: 'Kavya', lastName: 'Iyer' })
    await signInByApi(page, account)
    const courseId = await courseIdByName(page, FREE_COURSE)

    // not enrolled yet: the view says so and offers the course page
    await page.goto(`/home/enrolled?id=${courseId}`)
    await expect(page.getByText('Course data not available')).toBeVisible()
    await expect(page.getByText('You are not enrolled in this course.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'View course page' })).toHaveAttribute(
      'href',
      `/home/course?id=${courseId}`
    )

    await enrolInFreeCourse(page, courseId)
    await page.goto('/home/user')
    await page.getByRole('link', { name: 'Continue Learning' }).click()
    await expect(page).toHaveURL(`/home/enrolled?id=${courseId}`)

    // first visit: the first lesson of the first section, everything expanded, nothing done
    const lessonTitle = page.getByRole('heading', { level: 2, name: 'Reading the question' })
    await expect(lessonTitle).toBeVisible()
    await expect(page.getByRole('button', { name: 'Previous Lesson' })).toBeDisabled()
    await expect(page.getByText('0 / 3 completed')).toBeVisible()
    await expect(page.getByRole('button', { name: /^1\. Method/ })).toHaveAttribute(
      'aria-expanded',
      'true'
    )

    // the unreachable sample video ends in a clear error, not an endless spinner
    await expect(page.getByText('This video could not be loaded')).toBeVisible({ timeout: 30_000 })

    await page.getByRole('button', { name: 'Next Lesson' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Planning' })).toBeVisible()

    const completed = progressSaved(page, { completed: true })
    await page.getByRole('button', { name: 'Mark as complete' }).click()
    await expect(page.getByRole('button', { name: 'Completed', exact: true })).toBeVisible()
    await expect(page.getByText('1 / 3 completed')).toBeVisible()
    // saves go one at a time, in order: once this one is answered, the lesson opened is too
    await completed

    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'Planning' })).toBeVisible()
    await expect(page.getByText('1 / 3 completed')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Planning, completed, 0:15' })).toHaveAttribute(
      'aria-current',
      'true'
    )
    await expect(page.getByRole('button', { name: 'Completed', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true'
    )

    // the profile's card shows the same progress
    await page.goto('/home/user')
    await expect(page.getByText('1 / 3 lessons · 33%')).toBeVisible()
  })

  test('a learner rates the course and can change the rating', async ({ page }) => {
    const account = await createLearner(page, { firstName: 'Arjun', lastName: 'Mehta' })
    await signInByApi(page, account)
    const courseId = await courseIdByName(page, FREE_COURSE)
    await enrolInFreeCourse(page, courseId)
    await page.goto(`/home/enrolled?id=${courseId}`)

    await expect(page.getByRole('heading', { name: 'Rate this course' })).toBeVisible()
    // a press lands on the star's button itself, whose icon the hover swaps under the pointer
    const fourStars = page.getByRole('radio', { name: '4 stars' })
    await fourStars.hover()
    expect(
      await fourStars.evaluate((star) => {
        const box = star.getBoundingClientRect()
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === star
      })
    ).toBe(true)
    await fourStars.click()
    await expect(fourStars).toHaveAttribute('aria-checked', 'true')
    await page.getByLabel(/Review/).fill('Clear, practical and to the point.')
    const saved = page.waitForResponse((response) => response.url().endsWith('/createRating'))
    await page.getByRole('button', { name: 'Submit rating' }).click()
    const savedAnswer = await saved
    expect(savedAnswer.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Your rating' })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await expect(page.getByLabel(/Review/)).toHaveValue('Clear, practical and to the point.')
    await expect(page.getByRole('button', { name: 'Update rating' })).toBeDisabled()

    await page.getByRole('radio', { name: '5 stars' }).click()
    const updated = page.waitForResponse((response) => response.url().endsWith('/createRating'))
    await page.getByRole('button', { name: 'Update rating' }).click()
    const updatedAnswer = await updated
    expect(updatedAnswer.status()).toBe(200)
    await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked()
  })

  test('the learning view in every width and theme', async ({ page }) => {
    await signInByApi(page, DEMO_LEARNER)
    const courseId = await courseIdByName(page, FREE_COURSE)
    await page.goto(`/home/enrolled?id=${courseId}`)
    await expect(page.getByRole('heading', { name: 'Course Content' })).toBeVisible()
    await expect(page.getByText('This video could not be loaded')).toBeVisible({ timeout: 30_000 })

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      expect(await hasHorizontalOverflow(page), `overflow at ${width} px`).toBe(false)
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await screenshotEveryLook(page, 'learning')
  })
})
