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
 * How the pictures are written: JPEG, not PNG, since encoding a full-page PNG costs the browser
 * about as much again as drawing the page (measured: 0.4 s of CPU against 0.06 s), and the
 * suites take some 300 of them. At this quality text and borders read as on screen.
 */
export const SCREENSHOT_TYPE = { type: 'jpeg', quality: 85, extension: 'jpg' } as const

/** screenshots/<name>-<width>-<theme>.jpg in the repository's git-ignored folder. */
export function screenshotPath(name: string, width: number, theme: Theme) {
  return join(SCREENSHOTS_DIR, `${name}-${width}-${theme}.${SCREENSHOT_TYPE.extension}`)
}

/**
 * Writes a full-page picture to screenshots/<name>-<width>-<theme>.jpg (the repository's
 * git-ignored folder) and returns its path.
 */
export async function screenshot(page: Page, name: string) {
  await settle(page)
  const width = page.viewportSize()?.width ?? 0
  const theme = await currentTheme(page)
  mkdirSync(SCREENSHOTS_DIR, { recursive: true })
  const path = screenshotPath(name, width, theme)
  const { type, quality } = SCREENSHOT_TYPE
  await page.screenshot({ path, fullPage: true, type, quality })
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
  { widths = WIDTHS, themes = ['dark', 'light'] as Theme[] } = {}
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
