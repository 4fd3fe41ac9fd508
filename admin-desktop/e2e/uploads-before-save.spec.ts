import type { Page } from '@playwright/test'
import { findItem, pdfDocument, pngImage } from './books-files.ts'
import { apiPost, expect, signInAsAdmin, test } from './support/index.ts'

// A file chosen and Save pressed in the same instant (no wait between them) is saved with the
// record; an upload that fails saves nothing, says so and keeps the form as typed. The course
// wizard (its thumbnail uploads as soon as it is chosen) and the content form (both files go up
// on Create).

const run = Date.now().toString(36)

async function fillCourseDetails(page: Page, name: string) {
  await page.getByLabel('Course Name').fill(name)
  await page.getByLabel('Course Description').fill('The constitution, article by article.')
  await page.getByLabel('Price').fill('499')
  await page.getByLabel('Category').selectOption({ index: 1 })
}

async function inspectCourse(page: Page, courseId: string) {
  const answer = await apiPost(page, '/courses/inspectCourse', { courseId })
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { data: { course: { thumbnail: string | null } } }).data.course
}

/** A published course of one lesson, built through the builder's calls. */
async function publishedCourse(page: Page, courseName: string) {
  const post = async <T>(path: string, body: unknown) => {
    const answer = await apiPost(page, path, body)
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true)
    return (await answer.json()) as T
  }
  const categories = await page.request.get('/api/v1/courses/showAllCategories')
  const { data } = (await categories.json()) as { data: Array<{ _id: string }> }
  const created = await post<{ data: { _id: string } }>('/courses/createCourse', {
    courseName,
    courseDescription: `${courseName}, for the edit dialog's upload`,
    price: '99',
    category: data[0]!._id,
  })
  const courseId = created.data._id
  const section = await post<{ newSection: { _id: string } }>('/courses/addSection', {
    courseId,
    sectionName: 'Only section',
  })
  await post('/courses/addSubSection', {
    sectionId: section.newSection._id,
    title: 'Only lesson',
    description: 'The one lesson',
    videoUrl: 'https://videos.example.com/lesson.mp4',
  })
  await post('/courses/publishCourse', { courseId })
  return courseId
}

async function draftsNamed(page: Page, name: string) {
  const answer = await page.request.get(
    `/api/v1/courses/courseCreationDraft?search=${encodeURIComponent(name)}`
  )
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as Array<{ courseId: { courseName: string } }>).filter(
    (draft) => draft.courseId.courseName === name
  )
}

test.describe('uploads before save', () => {
  test('the course wizard: a thumbnail chosen with Save pressed at once is on the created course', async ({
    page,
  }) => {
    const name = `Thumbnail at once ${run}`
    await signInAsAdmin(page, '/admin/course/create')
    await fillCourseDetails(page, name)
    await page.getByLabel('Thumbnail').setInputFiles({
      name: 'polity.png',
      mimeType: 'image/png',
      buffer: pngImage(640, 360),
    })
    await page.getByRole('button', { name: /^(Save|Uploading thumbnail\.\.\.)$/ }).click()

    await expect(page.getByText('Course created successfully!')).toBeVisible()
    await page.waitForURL(/\/admin\/course\/create\?id=/)
    const courseId = new URL(page.url()).searchParams.get('id')!
    const course = await inspectCourse(page, courseId)
    expect(course.thumbnail).toMatch(/^http/)
    const preview = page.getByRole('region', { name: 'Your Course will look like this' })
    await expect(preview.locator('img')).toHaveAttribute('src', course.thumbnail!)
  })

  test('the course wizard: a thumbnail whose upload fails saves nothing and keeps the form', async ({
    page,
  }) => {
    const name = `Thumbnail refused ${run}`
    await signInAsAdmin(page, '/admin/course/create')
    await fillCourseDetails(page, name)
    await page.route('**/api/v1/media/upload/**', (route) => route.abort())
    await page.getByLabel('Thumbnail').setInputFiles({
      name: 'polity.png',
      mimeType: 'image/png',
      buffer: pngImage(640, 360),
    })
    await page.getByRole('button', { name: /^(Save|Uploading thumbnail\.\.\.)$/ }).click()

    await expect(
      page.getByText(/^Thumbnail could not be uploaded \(.+\), so nothing was saved/)
    ).toBeVisible()
    const form = page.getByRole('form', { name: 'Course Details' })
    await expect(form.getByText(/^The thumbnail could not be uploaded: /)).toBeVisible()
    await expect(page.getByLabel('Course Name')).toHaveValue(name)
    await expect(page.getByLabel('Course Description')).toHaveValue(
      'The constitution, article by article.'
    )
    await expect(page.getByLabel('Price')).toHaveValue('499')
    await expect(page).toHaveURL(/\/admin\/course\/create$/)
    expect(await draftsNamed(page, name)).toEqual([])

    // the same file again once the upload goes through: saved with it
    await page.unroute('**/api/v1/media/upload/**')
    await form.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('img', { name: 'Course thumbnail' })).toBeVisible()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Course created successfully!')).toBeVisible()
    await page.waitForURL(/\/admin\/course\/create\?id=/)
    const course = await inspectCourse(page, new URL(page.url()).searchParams.get('id')!)
    expect(course.thumbnail).toMatch(/^http/)
    expect(await draftsNamed(page, name)).toHaveLength(1)
  })

  test('the content form: files chosen with Create pressed at once are both on the item', async ({
    page,
  }) => {
    const title = `Files at once ${run}`
    await signInAsAdmin(page, '/admin/books/create')
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Description').fill('Chosen and created in one go')
    await page.getByLabel('Type').selectOption('Notes')
    await page.getByLabel('Author').fill(`Anil ${run}`)
    await page.getByLabel('Price').fill('99')
    await page.getByLabel('Thumbnail').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: pngImage(640, 360),
    })
    await page.getByLabel('PDF', { exact: true }).setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: pdfDocument(title),
    })
    await page.getByRole('button', { name: 'Create content' }).click()

    await expect(page.getByText('Content created successfully')).toBeVisible()
    const item = await findItem(page, title)
    expect(item?.thumbnailUrl).toMatch(/^http/)
    expect(item?.downloadUrl ?? item?.pdf_public_id).toBeTruthy()
  })

  test('Edit course details: a thumbnail chosen with Save pressed at once replaces the old one', async ({
    page,
  }) => {
    const name = `Edit at once ${run}`
    await signInAsAdmin(page)
    const courseId = await publishedCourse(page, name)
    await page.goto(`/admin/course/published/${encodeURIComponent(name)}?id=${courseId}`)
    await page.getByRole('button', { name: 'Edit details' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit course details' })
    await dialog.getByLabel('Course Name').fill(`${name} (edited)`)
    await dialog.getByLabel('Thumbnail').setInputFiles({
      name: 'new-cover.png',
      mimeType: 'image/png',
      buffer: pngImage(640, 360),
    })
    await dialog.getByRole('button', { name: 'Save changes' }).click()

    await expect(page.getByText('Course updated successfully!')).toBeVisible()
    const course = await inspectCourse(page, courseId)
    expect(course.thumbnail).toMatch(/^http/)
  })
})
