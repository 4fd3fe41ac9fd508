import type { Page } from '@playwright/test'
import { createLearner, expect, signInByApi, test } from './support/index.ts'
import { courseIdByName, enrolInFreeCourse, FREE_COURSE } from './learner-helpers.ts'
import { recordClip, serveClipForSampleVideos } from './recorded-clip.ts'

// The lesson player with real playback of a clip the browser recorded itself (recorded-clip.ts):
// play, pause, the clock, resume, the end of a video and fullscreen run in Chromium's own media
// stack.

const CLIP_SECONDS = 4

let clip: Buffer

test.beforeAll(async ({ browser }) => {
  clip = await recordClip(browser, CLIP_SECONDS)
})

/** The answer to a save of a position past the first second (no completion in it). */
const positionSaved = (page: Page) =>
  page.waitForResponse((response) => {
    if (!response.url().endsWith('/courses/updateCourseProgress') || !response.ok()) return false
    const sent = response.request().postDataJSON() as Record<string, unknown>
    return typeof sent.position === 'number' && sent.position >= 1 && sent.completed === undefined
  })

const videoTime = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime)

test('a lesson video plays, pauses, resumes where it stopped and moves on at its end', async ({
  page,
}) => {
  const account = await createLearner(page, { firstName: 'Ishaan', lastName: 'Rao' })
  await signInByApi(page, account)
  const courseId = await courseIdByName(page, FREE_COURSE)
  await enrolInFreeCourse(page, courseId)
  await serveClipForSampleVideos(page, clip)

  await page.goto(`/home/enrolled?id=${courseId}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Reading the question' })).toBeVisible()
  const controls = page.getByRole('group', { name: 'Video controls' })
  const play = controls.getByRole('button', { name: 'Play', exact: true })
  const pause = controls.getByRole('button', { name: 'Pause', exact: true })
  const clock = controls.getByLabel('Time')
  await expect(play).toBeEnabled()
  await expect(clock).toHaveText(/^0:00 \//)

  // play: the clock runs
  await play.click()
  await expect(pause).toBeVisible()
  await expect(clock).toHaveText(/^0:0[1-9] \//)

  // pause: the position is saved at once
  const saved = positionSaved(page)
  await pause.click()
  await expect(play).toBeVisible()
  const savedAnswer = await saved
  const savedPosition = (savedAnswer.request().postDataJSON() as { position: number }).position
  expect(savedPosition).toBeGreaterThanOrEqual(1)

  // a reload opens the same lesson at the saved second
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Reading the question' })).toBeVisible()
  await expect(play).toBeEnabled()
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(savedPosition)
  await expect(clock).toHaveText(new RegExp(`^0:0${savedPosition} \\/`))

  // fullscreen and back
  await controls.getByRole('button', { name: 'Fullscreen', exact: true }).click()
  await expect(controls.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true)
  await controls.getByRole('button', { name: 'Exit fullscreen' }).click()
  await expect(controls.getByRole('button', { name: 'Fullscreen', exact: true })).toBeVisible()

  // restart goes back to the beginning and plays
  await controls.getByRole('button', { name: 'Restart' }).click()
  await expect(pause).toBeVisible()
  await expect.poll(() => videoTime(page)).toBeLessThan(savedPosition + 1)

  // the end of the video completes the lesson and starts the next one by itself
  await expect(page.getByRole('heading', { level: 2, name: 'Planning' })).toBeVisible({
    timeout: (CLIP_SECONDS + 10) * 1000,
  })
  await expect(page.getByText('1 / 3 completed')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Reading the question, completed/ })).toBeVisible()
  await expect(pause).toBeVisible()
  await expect(clock).toHaveText(/^0:0[1-9] \//)
})
