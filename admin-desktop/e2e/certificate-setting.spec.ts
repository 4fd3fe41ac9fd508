import { apiPost, expect, screenshotAdminScreen, signInAsAdmin, test } from './support/index.ts'

// The course wizard's certificate switch (/admin/course/create): on by default; a course saved
// with it off issues no certificate, and its course page shows no "Certificate" badge.

test('a course saved without certificates shows no Certificate badge once published', async ({
  page,
}) => {
  const name = `No certificate ${Date.now()}`
  await signInAsAdmin(page, '/admin/course/create')
  await expect(page.getByText('Step 1 of 3: Course Details')).toBeVisible()

  await page.getByLabel('Course Name').fill(name)
  await page.getByLabel('Course Description').fill('A course that issues no certificate.')
  await page.getByLabel('Price').fill('0')
  await page.getByLabel('Category').selectOption({ index: 1 })
  const certificate = page.getByRole('checkbox', { name: 'Issue a certificate of completion' })
  await expect(certificate).toBeChecked()
  await certificate.uncheck({ force: true })
  await expect(certificate).not.toBeChecked()
  // kept on this computer like the typed values, through the screenshots' reloads
  await screenshotAdminScreen(page, 'course-wizard-certificate')
  await expect(certificate).not.toBeChecked()

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Course created successfully!')).toBeVisible()
  await page.waitForURL(/\/admin\/course\/create\?id=/)
  const courseId = new URL(page.url()).searchParams.get('id')!

  // content and publishing through the API: the switch is what this test is about
  const section = await apiPost(page, '/courses/addSection', { courseId, sectionName: 'Only' })
  const sectionId = ((await section.json()) as { newSection: { _id: string } }).newSection._id
  const lesson = await apiPost(page, '/courses/addSubSection', {
    sectionId,
    title: 'The one lesson',
    description: 'All there is',
    videoUrl: 'https://videos.example.com/one',
    timeDuration: '1:00',
  })
  expect(lesson.ok(), await lesson.text()).toBe(true)
  const published = await apiPost(page, '/courses/publishCourse', { courseId })
  expect(published.ok(), await published.text()).toBe(true)

  const answer = await apiPost(page, '/courses/getACourse', { courseId })
  expect(((await answer.json()) as { issuesCertificate: boolean }).issuesCertificate).toBe(false)

  await page.goto(`/home/course?id=${courseId}`)
  const facts = page.getByRole('list', { name: 'Course facts' })
  await expect(facts).toContainText('Self-paced')
  await expect(facts).not.toContainText('Certificate')
})
