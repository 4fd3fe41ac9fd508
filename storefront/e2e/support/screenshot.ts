import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { SCREENSHOTS_DIR } from './paths.ts'
import { currentTheme, setTheme, type Theme } from './theme.ts'

/** The widths the issue asks every screen to be checked at. */
export const WIDTHS = [1280, 768, 375] as const

/** Waits until web fonts, pending images and the layout have settled. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.evaluate(async () => {
    await document.fonts.ready
    const pending = [...document.images].filter((image) => !image.complete)
    // a full-page picture shows the images below the fold too: load the lazy ones now
    for (const image of pending) image.loading = 'eager'
    const loaded = Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true })
            image.addEventListener('error', resolve, { once: true })
          })
      )
    )
    // a picture that never arrives must not hang the suite; the screenshot shows it missing
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))])
  })
}

/**
 * PNG where someone looks at the pictures (a developer's run; PNG is what review tools open),
 * JPEG under CI, where nobody does: encoding a full-page PNG costs the browser about as much again
 * as drawing the page (measured: 0.4 s of CPU against 0.06 s), over some 300 pictures a run.
 */
const JPEG = Boolean(process.env.CI)
const PICTURE_OPTIONS = JPEG ? { type: 'jpeg' as const, quality: 85 } : { type: 'png' as const }
const PICTURE_EXTENSION = JPEG ? 'jpg' : 'png'

/**
 * Writes a picture of the page to screenshots/<name>-<width>-<theme>.png (.jpg under CI) in the
 * repository's git-ignored folder and returns its path: the whole page, or with
 * `fullPage: false` the window (a dialog is seen in the window, not on a page stitched together).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  await settle(page)
  const width = page.viewportSize()?.width ?? 0
  const theme = await currentTheme(page)
  mkdirSync(SCREENSHOTS_DIR, { recursive: true })
  const path = join(SCREENSHOTS_DIR, `${name}-${width}-${theme}.${PICTURE_EXTENSION}`)
  await page.screenshot({ path, fullPage, ...PICTURE_OPTIONS })
  return path
}

/**
 * Screenshots the current screen in every theme and width (six pictures by default), then leaves
 * the page as it found it. The screen is reloaded for each theme, so it must survive a reload
 * (its state in the URL or on the server).
 */
export async function screenshotEveryLook(
  page: Page,
  name: string,
  {
    widths = WIDTHS as readonly number[],
    themes = ['dark', 'light'] as Theme[],
  }: { widths?: readonly number[]; themes?: Theme[] } = {}
) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 }
  const themeBefore = await currentTheme(page)
  const paths: string[] = []
  for (const theme of inShownThemeFirst(themes, themeBefore)) {
    await setTheme(page, theme)
    for (const width of widths) {
      await page.setViewportSize({ width, height: viewport.height })
      paths.push(await screenshot(page, name))
    }
  }
  await page.setViewportSize(viewport)
  await setTheme(page, themeBefore)
  return paths
}

/** The theme the page shows first: one reload fewer (each reload draws the page again). */
export function inShownThemeFirst(themes: readonly Theme[], shown: Theme): Theme[] {
  return [...themes].sort((a, b) => Number(b === shown) - Number(a === shown))
}

/** The page is wider than its window: something overflows horizontally. */
export function hasHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}
