import type { Page, Route } from '@playwright/test'
import { apiPost, expect, openAdmin, signInAsAdmin, test } from './support/index.ts'

/** A draft course (details only) made through the API; its id. */
async function createDraft(page: Page, courseName: string): Promise<string> {
  const categories = await page.request.get('/api/v1/courses/showAllCategories')
  const { data } = (await categories.json()) as { data: { _id: string }[] }
  const answer = await apiPost(page, '/courses/createCourse', {
    courseName,
    courseDescription: `${courseName}: a careful walk through the syllabus.`,
    price: '499',
    category: data[0]!._id,
    tag: JSON.stringify(['draft']),
    instructions: JSON.stringify(['Watch in order']),
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: { _id: string } }).data._id
}

/**
 * Holds the builder's code (a lazy route's chunk) until `release`, so Continue's navigation stays
 * pending for as long as the test needs; `requested` settles once the browser asks for it.
 */
async function holdBuilderChunk(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let requested!: () => void
  const asked = new Promise<void>((resolve) => (requested = resolve))
  const pattern = '**/admin/assets/CourseWizardPage-*.js'
  await page.route(pattern, async (route: Route) => {
    requested()
    await released
    await route.continue()
  })
  return {
    requested: asked,
    release,
  }
}

async function expectBuilderFor(page: Page, courseId: string, courseName: string) {
  await expect(page.getByRole('heading', { name: 'Edit Course', level: 2 })).toBeVisible()
  await expect(page).toHaveURL(`/admin/course/create?id=${courseId}`)
  // the reopened draft's preview
  await expect(page.getByRole('heading', { name: courseName })).toBeVisible()
}

test.describe('Continue on a draft', () => {
  test('opens the builder on that draft, with a search still waiting to be committed or straight after the list arrives', async ({
    page,
  }) => {
    // the search box's pause runs on this clock, moved on by hand below
    await page.clock.install()
    await signInAsAdmin(page, '/admin/course')
    const run = Date.now().toString(36)
    const courseName = `Continue race ${run}`
    const courseId = await createDraft(page, courseName)
    const card = page.getByRole('article', { name: courseName })

    // a few rounds: each page load fetches the builder's chunk afresh
    for (let round = 1; round <= 3; round++) {
      // a search typed, then Continue before the search is committed; the search's pause ends
      // while the builder is still loading
      await openAdmin(page, `/admin/course/draft?search=${encodeURIComponent(run)}`)
      await expect(card).toBeVisible()
      const chunk = await holdBuilderChunk(page)
      await page.getByRole('searchbox').fill(courseName)
      await card.getByRole('link', { name: 'Continue' }).click()
      await chunk.requested
      await page.clock.fastForward(2000)
      chunk.release()
      await expectBuilderFor(page, courseId, courseName)

      // the same as a person does it: the list opened from the hub, a search typed, Continue
      await openAdmin(page, '/admin/course')
      await page.getByRole('link', { name: 'View drafts' }).click()
      await page.getByRole('searchbox').fill(courseName)
      await card.getByRole('link', { name: 'Continue' }).click()
      await expectBuilderFor(page, courseId, courseName)

      // Continue as soon as the list shows it, nothing typed
      await openAdmin(page, `/admin/course/draft?search=${encodeURIComponent(courseName)}`)
      await card.getByRole('link', { name: 'Continue' }).click()
      await expectBuilderFor(page, courseId, courseName)
    }
  })
})
