import type { Page } from '@playwright/test'
import { apiPost, expect, screenshotAdminScreen, signInAsAdmin, test } from './support/index.ts'

/** A category for this run's courses, made through the API as an admin. */
async function anyCategoryId(page: Page): Promise<string> {
  const answer = await page.request.get('/api/v1/courses/showAllCategories')
  expect(answer.ok()).toBe(true)
  const { data } = (await answer.json()) as { data: { _id: string }[] }
  return data[0]!._id
}

/** A draft course (details only) with a name unique to this run. */
async function createDraft(page: Page, courseName: string, categoryId: string) {
  const answer = await apiPost(page, '/courses/createCourse', {
    courseName,
    courseDescription: `${courseName}: ${'A careful walk through the syllabus. '.repeat(5)}`,
    price: '499',
    category: categoryId,
    tag: JSON.stringify(['draft']),
    instructions: JSON.stringify(['Watch in order']),
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: { _id: string } }).data._id
}

/** The drafts the server lists for a search, with when each was last changed. */
async function draftsNamed(page: Page, search: string) {
  const answer = await page.request.get(
    `/api/v1/courses/courseCreationDraft?search=${encodeURIComponent(search)}`
  )
  expect(answer.ok()).toBe(true)
  return (await answer.json()) as Array<{ courseId: { _id: string }; updatedAt: string }>
}

test.describe('draft courses', () => {
  test('the landing leads to drafts; search filters them, Continue opens the builder, delete asks first', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/course')
    await expect(page.getByRole('heading', { name: 'Courses', level: 2 })).toBeVisible()
    for (const title of ['Create New', 'Draft Courses', 'Published Courses'])
      await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible()
    await screenshotAdminScreen(page, 'course-hub')

    const run = Date.now().toString(36)
    const categoryId = await anyCategoryId(page)
    const keptName = `Ethics case studies ${run}`
    const doomedName = `Geography drill ${run}`
    const keptId = await createDraft(page, keptName, categoryId)
    await createDraft(page, doomedName, categoryId)

    await page.getByRole('link', { name: 'View drafts' }).click()
    await expect(page).toHaveURL(/\/admin\/course\/draft$/)
    await expect(page.getByRole('heading', { name: 'Draft Courses', level: 2 })).toBeVisible()

    await page.getByRole('searchbox').fill(run)
    await page.waitForURL((url) => url.searchParams.get('search') === run)
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(2)
    await expect(page.getByText('2 drafts match')).toBeVisible()

    await page.getByRole('searchbox').fill(`ethics case studies ${run}`)
    await expect(cards).toHaveCount(1)
    const kept = page.getByRole('article', { name: keptName })
    await expect(kept).toContainText('Step 1 of 3: Course Details')
    // the first 100 characters of the description, then an ellipsis
    await expect(kept.locator('.draft-card-description')).toHaveText(/^.{100}…$/)
    await expect(kept.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `/admin/course/create?id=${keptId}`
    )
    await screenshotAdminScreen(page, 'course-drafts')

    await page.getByRole('searchbox').fill(run)
    await expect(cards).toHaveCount(2)
    await page
      .getByRole('article', { name: doomedName })
      .getByRole('button', { name: 'Delete' })
      .click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(`Delete "${doomedName}" with all its sections and lessons?`)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(cards).toHaveCount(2)

    await page
      .getByRole('article', { name: doomedName })
      .getByRole('button', { name: 'Delete' })
      .click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('article', { name: doomedName })).toHaveCount(0)
    await expect(cards).toHaveCount(1)
    // gone on the server too
    await page.reload()
    await expect(page.getByRole('article', { name: keptName })).toBeVisible()
    await expect(page.getByRole('article', { name: doomedName })).toHaveCount(0)

    await page
      .getByRole('article', { name: keptName })
      .getByRole('link', { name: 'Continue' })
      .click()
    await expect(page).toHaveURL(`/admin/course/create?id=${keptId}`)
  })

  test('drafts of the same name are told apart by when each was last saved', async ({ page }) => {
    await signInAsAdmin(page, '/admin/course')
    const name = `Same name ${Date.now().toString(36)}`
    const categoryId = await anyCategoryId(page)
    await createDraft(page, name, categoryId)
    await createDraft(page, name, categoryId)
    const drafts = await draftsNamed(page, name)
    expect(drafts).toHaveLength(2)

    await page.goto(`/admin/course/draft?search=${encodeURIComponent(name)}`)
    const cards = page.getByRole('article', { name, exact: true })
    await expect(cards).toHaveCount(2)
    for (const draft of drafts) {
      const card = cards.filter({
        has: page.locator(`a[href="/admin/course/create?id=${draft.courseId._id}"]`),
      })
      // as people write it: '29 Nov 2026, 12:43 pm'
      await expect(card).toContainText(
        /Last saved \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2} [ap]m/
      )
      await expect(card.locator('time')).toHaveAttribute('datetime', draft.updatedAt)
    }
  })
})
