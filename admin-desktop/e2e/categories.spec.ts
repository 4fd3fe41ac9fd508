import type { Page } from '@playwright/test'
import {
  apiPost,
  expect,
  screenshot,
  screenshotAdminScreen,
  signInAsAdmin,
  test,
} from './support/index.ts'

// /admin/category: create, edit and delete in dialogs; a category that still has courses is
// not deleted until they move to another one, and the storefront then files them there.

async function postOk<T>(page: Page, path: string, body: unknown): Promise<T> {
  const answer = await apiPost(page, path, body)
  expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300)
  return (await answer.json()) as T
}

async function createCategory(page: Page, name: string) {
  const answer = await postOk<{ data: { _id: string } }>(page, '/courses/createCategory', {
    name,
    description: 'Made by the categories spec',
  })
  return answer.data._id
}

/** A published course with one lesson, built through the builder's calls. */
async function publishCourse(page: Page, courseName: string, categoryId: string) {
  const created = await postOk<{ data: { _id: string } }>(page, '/courses/createCourse', {
    courseName,
    courseDescription: `${courseName}, from the basics to the exam.`,
    price: '799',
    category: categoryId,
    tag: JSON.stringify(['defence']),
    instructions: JSON.stringify(['Watch in order']),
  })
  const courseId = created.data._id
  const section = await postOk<{ newSection: { _id: string } }>(page, '/courses/addSection', {
    courseId,
    sectionName: 'Foundations',
  })
  await postOk(page, '/courses/addSubSection', {
    sectionId: section.newSection._id,
    title: 'Orientation',
    description: 'What the exam asks',
    videoUrl: 'https://videos.example.com/lesson.mp4',
    timeDuration: '10:00',
  })
  await postOk(page, '/courses/publishCourse', { courseId })
  return courseId
}

/** A toast with exactly this text. */
function toast(page: Page, text: string) {
  return page.locator('.bp6-toast').filter({ hasText: text })
}

test.describe('categories', () => {
  test('create, edit and delete an empty category in dialogs', async ({ page }) => {
    await signInAsAdmin(page, '/admin/category')
    await expect(page.getByRole('heading', { name: 'Categories', level: 2 })).toBeVisible()
    // the demo data's categories are there, each with its course count
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('article').first()).toContainText(/\d+ courses?/)
    await screenshotAdminScreen(page, 'categories')

    const run = Date.now().toString(36)
    const name = `Defence ${run}`
    await page.getByRole('button', { name: 'Create Category' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Create Category' })
    await dialog.getByLabel('Name').fill('   ')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog.getByText('Category name is required')).toBeVisible()
    await dialog.getByLabel('Name').fill(`  ${name}  `)
    await dialog.getByLabel(/Description/).fill('NDA and CDS')
    await screenshot(page, 'admin-categories-create-dialog')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(toast(page, 'Category created successfully!')).toBeVisible()
    await expect(dialog).toBeHidden()

    await page.getByRole('searchbox').fill(run)
    await page.waitForURL((url) => url.searchParams.get('search') === run)
    const card = page.getByRole('article', { name })
    await expect(card).toContainText('NDA and CDS')
    await expect(card).toContainText('0 courses')
    await expect(card).toContainText(/Created \d{1,2} \w{3} \d{4}/)

    await card.getByRole('button', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Category' })
    await expect(edit.getByLabel('Name')).toHaveValue(name)
    await edit.getByLabel('Name').fill(`${name} exams`)
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(toast(page, 'Category updated successfully!')).toBeVisible()
    const renamed = page.getByRole('article', { name: `${name} exams` })
    await expect(renamed).toBeVisible()

    await renamed.getByRole('button', { name: 'Delete' }).click()
    const deletion = page.getByRole('dialog', { name: 'Delete Category' })
    await expect(deletion).toContainText(`Delete "${name} exams"? It holds no courses.`)
    await deletion.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Category deleted successfully!')).toBeVisible()
    await expect(page.getByText('No categories found')).toBeVisible()
  })

  test('a category with courses is refused, then its courses move and it goes', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/category')
    const run = Date.now().toString(36)
    const oldName = `Old exams ${run}`
    const newName = `New exams ${run}`
    const courseName = `Combined Defence drill ${run}`
    const oldId = await createCategory(page, oldName)
    const newId = await createCategory(page, newName)
    await publishCourse(page, courseName, oldId)

    // the server refuses a plain delete, naming how many courses hold it
    const refused = await apiPost(page, '/courses/deleteCategory', { categoryId: oldId })
    expect(refused.status()).toBe(409)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This category still has 1 course. Move or delete them before deleting the category.'
    )

    await page.goto(`/admin/category?search=${run}`)
    const doomed = page.getByRole('article', { name: oldName })
    await expect(doomed).toContainText('1 course')
    await doomed.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete Category' })
    await expect(dialog.getByRole('alert')).toContainText(`"${oldName}" still has 1 course`)
    await expect(dialog.getByRole('alert')).toContainText('It cannot be deleted while courses')
    await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0)

    await dialog.getByRole('button', { name: /^Move courses to/ }).click()
    await page.getByRole('combobox', { name: 'Search categories' }).fill(run)
    // the category being deleted is not offered
    await expect(page.getByRole('option', { name: new RegExp(oldName) })).toHaveCount(0)
    await page.getByRole('option', { name: new RegExp(newName) }).click()
    await expect(dialog.getByRole('button', { name: `Move courses to ${newName}` })).toBeVisible()
    await screenshot(page, 'admin-categories-move-dialog')
    await dialog.getByRole('button', { name: 'Move courses and delete' }).click()
    await expect(toast(page, 'Category deleted successfully!')).toBeVisible()
    await expect(toast(page, `1 course moved to ${newName}`)).toBeVisible()
    await expect(page.getByRole('article', { name: oldName })).toHaveCount(0)
    await expect(page.getByRole('article', { name: newName })).toContainText('1 course')

    // a visitor's catalogue files the course under its new category
    await page.goto(`/home/explore?category=${newId}`)
    const card = page
      .getByRole('region', { name: 'Courses' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: courseName }) })
    await expect(card).toBeVisible()
    await expect(card).toContainText(newName)
    await page.goto(`/home/explore?category=${oldId}`)
    await expect(page.getByRole('heading', { level: 3, name: courseName })).toHaveCount(0)
  })
})
