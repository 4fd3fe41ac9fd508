import type { Page } from '@playwright/test'
import {
  apiPost,
  createLearner,
  expect,
  screenshotAdminScreen,
  signInAsAdmin,
  signInByApi,
  test,
} from './support/index.ts'

const PAGE_SIZE = 15

async function postOk<T>(page: Page, path: string, body: unknown): Promise<T> {
  const answer = await apiPost(page, path, body)
  expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300)
  return (await answer.json()) as T
}

/** A category of its own for this run, so its courses are known exactly. */
async function createCategory(page: Page, name: string) {
  const answer = await postOk<{ data: { _id: string } }>(page, '/courses/createCategory', {
    name,
    description: 'Made by the published courses spec',
  })
  return answer.data._id
}

/** A published course with one section of two lessons, built through the builder's calls. */
async function publishCourse(page: Page, courseName: string, categoryId: string) {
  const created = await postOk<{ data: { _id: string } }>(page, '/courses/createCourse', {
    courseName,
    courseDescription: `${courseName}, from the basics to the exam.`,
    price: '1299.50',
    category: categoryId,
    tag: JSON.stringify(['polity', 'prelims', 'mains', 'revision']),
    instructions: JSON.stringify(['Watch in order']),
  })
  const courseId = created.data._id
  const section = await postOk<{ newSection: { _id: string } }>(page, '/courses/addSection', {
    courseId,
    sectionName: 'Foundations',
  })
  for (const title of ['The Preamble', 'Fundamental Rights'])
    await postOk(page, '/courses/addSubSection', {
      sectionId: section.newSection._id,
      title,
      description: `${title} explained`,
      videoUrl: 'https://videos.example.com/lesson.mp4',
      timeDuration: '10:00',
    })
  await postOk(page, '/courses/publishCourse', { courseId })
  return courseId
}

/** Ticks or unticks a category in the open Categories filter, by its label as a person does. */
async function toggleCategory(page: Page, name: string) {
  await page
    .locator('.published-categories-menu label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click()
}

async function publishedTotal(page: Page) {
  const answer = await postOk<{ totalCourses: number }>(page, '/courses/getAllCourses', {
    limit: 1,
  })
  return answer.totalCourses
}

test.describe('published courses', () => {
  test.describe.configure({ mode: 'serial' })

  const run = Date.now().toString(36)
  const categoryName = `Constitution ${run}`
  const names = [1, 2, 3, 4].map((number) => `Polity module ${number} ${run}`)
  let categoryId = ''
  const ids: string[] = []

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    await signInAsAdmin(page, '/admin')
    categoryId = await createCategory(page, categoryName)
    for (const name of names) ids.push(await publishCourse(page, name, categoryId))

    // a learner enrolled in the first course rates and reviews it
    const learnerPage = await browser.newPage()
    const learner = await createLearner(learnerPage, { firstName: 'Meera', lastName: 'Iyer' })
    await postOk(page, '/payment/manualEnrollStudent', { courseId: ids[0], email: learner.email })
    await signInByApi(learnerPage, learner)
    await postOk(learnerPage, '/courses/createRating', {
      courseId: ids[0],
      rating: 4,
      review: 'Clear explanations of the Preamble',
    })
    await learnerPage.close()
    await page.close()
  })

  test('15 a page with Page X of Y; the Categories filter with All; search by name', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/course/published')
    await expect(page.getByRole('heading', { name: 'Published Courses', level: 2 })).toBeVisible()
    const total = await publishedTotal(page)
    // the demo's twelve and this run's four
    expect(total).toBeGreaterThan(PAGE_SIZE)
    const pages = Math.ceil(total / PAGE_SIZE)
    const cards = page.getByRole('article')
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible()
    await expect(cards).toHaveCount(PAGE_SIZE)
    const previous = page.getByRole('button', { name: 'Previous' })
    const next = page.getByRole('button', { name: 'Next' })
    await expect(previous).toBeDisabled()
    await screenshotAdminScreen(page, 'course-published')

    for (let number = 2; number <= pages; number += 1) await next.click()
    await expect(page.getByText(`Page ${pages} of ${pages}`)).toBeVisible()
    await expect(next).toBeDisabled()
    await expect(previous).toBeEnabled()
    await expect(cards).toHaveCount(total - (pages - 1) * PAGE_SIZE)

    // a category removes All and goes back to page 1
    const filter = page.getByLabel('Categories')
    await filter.click()
    await expect(page.getByRole('checkbox', { name: 'All' })).toBeChecked()
    await toggleCategory(page, categoryName)
    await expect(page.getByRole('checkbox', { name: 'All' })).not.toBeChecked()
    await expect(page.getByText('Page 1 of 1')).toBeVisible()
    await expect(cards).toHaveCount(4)
    await expect(page).toHaveURL(new RegExp(`categories=${categoryId}$`))
    const card = page.getByRole('article', { name: names[0] })
    await expect(card.getByRole('listitem')).toHaveText(['polity', 'prelims', 'mains'])
    await expect(page.getByRole('article', { name: names[1] })).toContainText('New')
    await expect(card.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 rating' })).toBeVisible()
    await expect(card).toContainText('₹1,299.50')
    await screenshotAdminScreen(page, 'course-published-filtered')

    // All clears the chosen categories
    await filter.click()
    await toggleCategory(page, 'All')
    await expect(page.getByRole('checkbox', { name: categoryName })).not.toBeChecked()
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible()
    await page.keyboard.press('Escape')

    await page.getByRole('searchbox').fill(`module 3 ${run}`)
    await expect(cards).toHaveCount(1)
    await expect(page.getByRole('article', { name: names[2] })).toBeVisible()
    await page.getByRole('searchbox').fill(`no such course ${run}`)
    await expect(page.getByText('No courses found')).toBeVisible()
  })

  test('inspect: rename a lesson (seen on the storefront), unpublish, duplicate', async ({
    page,
  }) => {
    await signInAsAdmin(page, `/admin/course/published?search=${encodeURIComponent(names[0]!)}`)
    await page
      .getByRole('article', { name: names[0] })
      .getByRole('link', { name: 'Inspect' })
      .click()
    await expect(page).toHaveURL(
      `/admin/course/published/${encodeURIComponent(names[0]!)}?id=${ids[0]}`
    )
    await expect(page.getByRole('heading', { name: names[0], level: 2 })).toBeVisible()
    await expect(page.getByText('Enrolled learners').locator('xpath=..')).toContainText('1')
    await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 rating' })).toBeVisible()
    const reviews = page.getByRole('region', { name: 'Ratings and reviews' })
    await expect(reviews).toContainText('Meera Iyer')
    await expect(reviews).toContainText('Clear explanations of the Preamble')
    await expect(reviews.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
    await screenshotAdminScreen(page, 'course-inspect')

    // rename a lesson, then the learner's course page shows the new title
    await page.getByRole('button', { name: 'Rename lesson The Preamble' }).click()
    const title = page.getByLabel('Lesson title')
    await title.fill('The Preamble, line by line')
    await page.getByRole('button', { name: 'Save' }).click()
    const content = page.getByRole('region', { name: 'Course content' })
    await expect(content.getByText('The Preamble, line by line')).toBeVisible()
    // and reorder from the keyboard: the renamed lesson goes below the other one
    // the rename's refetch re-renders the rows: press on the settled, enabled button
    const moveDown = page.getByRole('button', {
      name: 'Move lesson The Preamble, line by line down',
    })
    await expect(moveDown).toBeEnabled()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await moveDown.press('Enter')
    await expect(
      content.locator('.inspect-lesson-row .inspect-row-name > span:first-child')
    ).toHaveText(['Fundamental Rights', 'The Preamble, line by line'])

    const storefront = await page.context().newPage()
    await storefront.goto(`/home/course?id=${ids[0]}`)
    await expect(storefront.getByText('The Preamble, line by line')).toBeVisible()
    const lessonTitles = storefront.getByText(/^(Fundamental Rights|The Preamble, line by line)$/)
    await expect(lessonTitles).toHaveText(['Fundamental Rights', 'The Preamble, line by line'])
    await storefront.close()

    // duplicate: a new draft with the same content, opened in the builder
    await page.getByRole('button', { name: 'Duplicate' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Duplicate' }).click()
    await expect(page).toHaveURL(/\/admin\/course\/create\?id=[0-9a-f-]{36}$/)
    const copyId = new URL(page.url()).searchParams.get('id')
    expect(copyId).not.toBe(ids[0])
    const copy = await postOk<{
      data: { course: { courseName: string; status: string; courseContent: unknown[] } }
    }>(page, '/courses/inspectCourse', { courseId: copyId })
    expect(copy.data.course).toMatchObject({
      courseName: `${names[0]} (copy)`,
      status: 'draft',
    })
    expect(copy.data.course.courseContent).toHaveLength(1)

    // unpublish: out of the published list, among the drafts
    await page.goto(`/admin/course/published/${encodeURIComponent(names[1]!)}?id=${ids[1]}`)
    await page.getByRole('button', { name: 'Unpublish' }).click()
    await expect(page.getByRole('dialog')).toContainText('enrolled learners keep it')
    await page.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click()
    await expect(page.getByText('Draft', { exact: true })).toBeVisible()
    await page.goto(`/admin/course/published?search=${encodeURIComponent(names[1]!)}`)
    await expect(page.getByText('No courses found')).toBeVisible()
    await page.goto(`/admin/course/draft?search=${encodeURIComponent(names[1]!)}`)
    await expect(page.getByRole('article', { name: names[1] })).toContainText(
      'Step 3 of 3: Publish'
    )
  })
})
