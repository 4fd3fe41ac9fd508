import type { Page } from '@playwright/test'
import { DEMO_LEARNER, expect, signInByApi, test } from './support/index.ts'
import { courseIdByName, FREE_COURSE } from './learner-helpers.ts'

// 'No layout shift when data arrives': the Cumulative Layout Shift of a first visit, measured by
// Chromium itself, stays under 0.05 (web.dev calls under 0.1 good) at both ends of the widths.

/** Collects every layout shift not caused by input from the first paint on. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

async function cumulativeLayoutShift(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  // late shifts (images, fonts) are reported shortly after they happen
  await page.waitForTimeout(500)
  return page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, v) => sum + v, 0)
  )
}

const VISITOR_PAGES = ['/home', '/home/explore', '/home/store', '/home/about', '/home/contact']

for (const width of [1280, 375]) {
  test(`pages keep their layout while data arrives at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await watchLayoutShifts(page)
    const courseId = await courseIdByName(page, FREE_COURSE)

    for (const path of [...VISITOR_PAGES, `/home/course?id=${courseId}`]) {
      expect(await cumulativeLayoutShift(page, path), `CLS of ${path}`).toBeLessThan(0.05)
    }

    await signInByApi(page, DEMO_LEARNER)
    for (const path of ['/home', '/home/user', `/home/enrolled?id=${courseId}`]) {
      expect(await cumulativeLayoutShift(page, path), `CLS of ${path}, signed in`).toBeLessThan(
        0.05
      )
    }
  })
}
