import type { Locator, Page } from '@playwright/test'
import {
  accessibilityProblems,
  createLearner,
  expect,
  screenshot,
  setTheme,
  signInByApi,
  test,
  type Theme,
  WIDTHS,
} from './support/index.ts'
import { courseIdByName, enrolInFreeCourse, FREE_COURSE } from './learner-helpers.ts'
import { recordClip, serveClipForSampleVideos } from './recorded-clip.ts'

// The player's keys, speed menu, volume and mute on a real lesson in Chromium, with a clip the
// browser recorded itself (recorded-clip.ts) long enough to seek 5 s back and forth in.

const CLIP_SECONDS = 12

let clip: Buffer

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000)
  clip = await recordClip(browser, CLIP_SECONDS)
})

/** The lesson's <video>: what the learner hears and sees, read from the element itself. */
const media = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => ({
    time: video.currentTime,
    paused: video.paused,
    rate: video.playbackRate,
    volume: video.volume,
    muted: video.muted,
  }))

/** Where the video is, in seconds. */
const videoTime = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime)
const playbackRate = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => video.playbackRate)

const isFullscreen = (page: Page) => page.evaluate(() => document.fullscreenElement !== null)

/** Whether the element is on screen and the one a pointer at its centre would reach. */
const isUncovered = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    const inside =
      box.left >= 0 &&
      box.top >= 0 &&
      box.right <= window.innerWidth &&
      box.bottom <= window.innerHeight
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return inside && hit !== null && node.contains(hit)
  })

test('the keyboard and the speed menu drive a lesson, and the choices are kept', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const account = await createLearner(page, { firstName: 'Meera', lastName: 'Nair' })
  await signInByApi(page, account)
  const courseId = await courseIdByName(page, FREE_COURSE)
  await enrolInFreeCourse(page, courseId)
  await serveClipForSampleVideos(page, clip)

  await page.goto(`/home/enrolled?id=${courseId}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Reading the question' })).toBeVisible()
  const controls = page.getByRole('group', { name: 'Video controls' })
  const play = controls.getByRole('button', { name: 'Play', exact: true })
  const pause = controls.getByRole('button', { name: 'Pause', exact: true })
  await expect(play).toBeEnabled()

  // the focused player: K and Space play and pause
  await page.getByRole('region', { name: 'Video: Reading the question' }).focus()
  await page.keyboard.press('k')
  await expect(pause).toBeVisible()
  await page.keyboard.press('Space')
  await expect(play).toBeVisible()

  // the arrows seek 5 s: back to the start, on twice, back once
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => videoTime(page)).toBe(0)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => videoTime(page)).toBe(10)
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => videoTime(page)).toBe(5)
  await expect(controls.getByLabel('Time')).toHaveText(/^0:05 \//)

  // up and down change the volume by 10 %, M mutes
  await page.keyboard.press('ArrowDown')
  await expect(controls.getByRole('slider', { name: 'Volume' })).toHaveAttribute(
    'aria-valuenow',
    '90'
  )
  await page.keyboard.press('m')
  await expect(controls.getByRole('button', { name: 'Unmute' })).toBeVisible()
  expect(await media(page)).toMatchObject({ volume: 0.9, muted: true, paused: true })

  // F goes fullscreen and back
  await page.keyboard.press('f')
  await expect.poll(() => isFullscreen(page)).toBe(true)
  await page.keyboard.press('f')
  await expect.poll(() => isFullscreen(page)).toBe(false)

  // with nothing focused the page body has the keys
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('m')
  await expect(controls.getByRole('button', { name: 'Mute', exact: true })).toBeVisible()

  // typing in the review box only types
  const review = page.getByLabel(/Review/)
  await review.pressSequentially('k m f ')
  await review.press('ArrowLeft')
  await expect(review).toHaveValue('k m f ')
  expect(await media(page)).toMatchObject({ time: 5, paused: true, muted: false })
  expect(await isFullscreen(page)).toBe(false)

  // the speed menu: every speed from 0.75× to 2×, Normal ticked
  await controls.getByRole('button', { name: 'Playback speed 1×' }).click()
  const menu = page.getByRole('menu', { name: 'Playback speed' })
  await expect(menu.getByRole('menuitemradio')).toHaveText([
    '0.75×',
    '1×Normal',
    '1.25×',
    '1.5×',
    '1.75×',
    '2×',
  ])
  await expect(menu.getByRole('menuitemradio', { name: '1× Normal' })).toHaveAttribute(
    'aria-checked',
    'true'
  )
  await menu.getByRole('menuitemradio', { name: '1.5×' }).click()
  await expect(menu).toBeHidden()
  await expect.poll(() => playbackRate(page)).toBe(1.5)

  // by keyboard too: the menu opens on the chosen speed, Down moves, Enter picks
  const speed = controls.getByRole('button', { name: 'Playback speed 1.5×' })
  await speed.focus()
  await page.keyboard.press('Enter')
  await expect(menu.getByRole('menuitemradio', { name: '1.5×' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(menu).toBeHidden()
  await expect(controls.getByRole('button', { name: 'Playback speed 1.75×' })).toBeFocused()
  await expect.poll(() => playbackRate(page)).toBe(1.75)

  // the next lesson plays at the chosen speed and volume
  await page.getByRole('button', { name: 'Next Lesson' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Planning' })).toBeVisible()
  await expect(play).toBeEnabled()
  await expect.poll(() => media(page)).toMatchObject({ rate: 1.75, volume: 0.9, muted: false })

  // and so does a later visit
  await page.reload()
  await expect(play).toBeEnabled()
  await expect(controls.getByRole('button', { name: 'Playback speed 1.75×' })).toBeVisible()
  await expect.poll(() => media(page)).toMatchObject({ rate: 1.75, volume: 0.9 })
})

test('the controls and the open speed menu fit the player in every width and theme', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const account = await createLearner(page, { firstName: 'Dev', lastName: 'Malhotra' })
  await signInByApi(page, account)
  const courseId = await courseIdByName(page, FREE_COURSE)
  await enrolInFreeCourse(page, courseId)
  await serveClipForSampleVideos(page, clip)
  await page.goto(`/home/enrolled?id=${courseId}`)

  const controls = page.getByRole('group', { name: 'Video controls' })
  const menu = page.getByRole('menu', { name: 'Playback speed' })
  for (const theme of ['dark', 'light'] as Theme[]) {
    await setTheme(page, theme)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await expect(controls.getByRole('button', { name: 'Play', exact: true })).toBeEnabled()
      await page.getByRole('region', { name: /^Video: / }).scrollIntoViewIfNeeded()

      // every control of the bar is on screen, none covering another
      for (const control of await controls.getByRole('button').all()) {
        expect(await isUncovered(control), `${await control.getAttribute('aria-label')}`).toBe(true)
      }
      expect(await isUncovered(controls.getByRole('slider', { name: 'Volume' }))).toBe(true)

      await controls.getByRole('button', { name: /^Playback speed/ }).click()
      for (const item of await menu.getByRole('menuitemradio').all()) {
        expect(await isUncovered(item), `${await item.textContent()} at ${width} px`).toBe(true)
      }
      await screenshot(page, 'player-speed-menu', { fullPage: false })
      // the ready player and its open menu pass axe's WCAG 2 AA rules too (once per theme)
      if (width === WIDTHS[0]) {
        expect(await accessibilityProblems(page), `the open speed menu, ${theme}`).toEqual([])
      }
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
    }
  }
})
