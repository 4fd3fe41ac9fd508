import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import {
  apiPost,
  createLearner,
  expect,
  hasHorizontalOverflow,
  screenshotEveryLook,
  signInByApi,
  test,
} from './support/index.ts'
import { courseIdByName, enrolInFreeCourse, FREE_COURSE } from './learner-helpers.ts'

// Certificates of completion: issued with the last lesson completed, downloaded from the
// learning view and the profile, confirmed by the public page /verify/{id} its QR code opens.

interface Lesson {
  _id: string
  title: string
}

async function lessonsOf(page: Page, courseId: string): Promise<Lesson[]> {
  const answer = await apiPost(page, '/courses/getFullCourseDetails', { courseId })
  expect(answer.status(), await answer.text()).toBe(200)
  const { data } = (await answer.json()) as {
    data: { courseDetails: { courseContent: { subSection: Lesson[] }[] } }
  }
  return data.courseDetails.courseContent.flatMap((section) => section.subSection)
}

async function complete(page: Page, courseId: string, lesson: Lesson) {
  const answer = await apiPost(page, '/courses/updateCourseProgress', {
    courseId,
    subsectionId: lesson._id,
    completed: true,
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** Saves the download and answers its file name and bytes. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download')
  await click()
  const file = await download
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) }
}

test.describe('certificates', () => {
  test('completing the last lesson earns a certificate: download it, verify it', async ({
    page,
  }) => {
    const account = await createLearner(page, { firstName: 'Meera', lastName: 'Nair' })
    await signInByApi(page, account)
    const courseId = await courseIdByName(page, FREE_COURSE)

    // the course page promises a certificate: this course issues one
    await page.goto(`/home/course?id=${courseId}`)
    await expect(page.getByRole('list', { name: 'Course facts' })).toContainText('Certificate')

    await enrolInFreeCourse(page, courseId)
    const lessons = await lessonsOf(page, courseId)
    const last = lessons.at(-1)!
    for (const lesson of lessons.slice(0, -1)) await complete(page, courseId, lesson)

    await page.goto(`/home/enrolled?id=${courseId}`)
    const card = page.getByRole('region', { name: 'Certificate' })
    await expect(card).toContainText('Complete every lesson to earn your certificate.')

    // the last lesson, completed in the view
    await page.getByRole('button', { name: new RegExp(`^${last.title},`) }).click()
    await expect(page.getByRole('heading', { level: 2, name: last.title })).toBeVisible()
    await page.getByRole('button', { name: 'Mark as complete' }).click()
    await expect(page.getByText(`${lessons.length} / ${lessons.length} completed`)).toBeVisible()

    const download = card.getByRole('button', {
      name: `Download the certificate for ${FREE_COURSE}`,
    })
    await expect(download).toBeVisible()
    const fromLearning = await downloaded(page, () => download.click())
    expect(fromLearning.name).toMatch(/^certificate-[0-9A-Z]{12}\.pdf$/)
    expect(fromLearning.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const id = /certificate-([0-9A-Z]{12})\.pdf/.exec(fromLearning.name)![1]

    const verify = card.getByRole('button', { name: /^Verify the certificate/ })
    await expect(verify).toHaveAttribute('href', `/verify/${id}`)
    await expect(verify).toHaveAttribute('target', '_blank')
    await screenshotEveryLook(page, 'certificate-learning', { widths: [1280, 375] })

    // the profile lists it, with the same download
    await page.goto('/home/user?tab=certificates')
    const list = page.getByRole('list', { name: 'Certificates' })
    await expect(list).toContainText(FREE_COURSE)
    await expect(list).toContainText(id)
    const fromProfile = await downloaded(page, () =>
      list.getByRole('button', { name: `Download the certificate for ${FREE_COURSE}` }).click()
    )
    expect(fromProfile.name).toBe(fromLearning.name)
    await screenshotEveryLook(page, 'certificate-profile', { widths: [1280, 375] })

    // the public page, as someone who scanned the QR code sees it: no session, no app scripts
    await page.context().clearCookies()
    const answer = await page.goto(`/verify/${id}`)
    expect(answer!.status()).toBe(200)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Certificate verified' })
    ).toBeVisible()
    await expect(page.getByText('Meera Nair')).toBeVisible()
    await expect(page.getByText(FREE_COURSE)).toBeVisible()
    await expect(page.getByText(id)).toBeVisible()
    expect(await page.locator('script[src]').count()).toBe(0)
    expect(await hasHorizontalOverflow(page)).toBe(false)
    await screenshotEveryLook(page, 'certificate-verify', { widths: [1280, 375] })

    // typed by hand in lower case, it is still found
    await page.goto(`/verify/${id.toLowerCase()}`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Certificate verified' })
    ).toBeVisible()
  })

  test('an id no certificate has is said to be unknown', async ({ page }) => {
    const answer = await page.goto('/verify/ZZZZZZZZZZZZ')
    expect(answer!.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Certificate not found' })
    ).toBeVisible()
    await expect(page.getByText('No certificate has the id ZZZZZZZZZZZZ.')).toBeVisible()
    await screenshotEveryLook(page, 'certificate-not-found', { widths: [1280, 375] })
  })
})
