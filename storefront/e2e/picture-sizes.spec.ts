import type { Page } from '@playwright/test'
import { expect, test } from './support/index.ts'

// A listing's pictures name the width they are shown at (`sizes`, from
// src/features/catalogue/lib/card-image-sizes.ts), so the browser downloads the smallest copy
// that fills them: checked here against the widths the stylesheets really give them.

const LISTINGS = [
  { path: '/home/store', viewKey: 'pathshala-store-view', picture: '.book-thumb img' },
  { path: '/home/explore', viewKey: 'pathshala-catalogue-view', picture: '.course-thumb img' },
]
const WIDTHS = [375, 600, 768, 900, 1024, 1150, 1280, 1600]

/**
 * The first picture's shown width, and the width its `sizes` gives in this window: the first
 * media condition that matches (or the last entry), measured as a CSS width.
 */
function firstPictureWidths(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((image: HTMLImageElement) => {
      const entries = image.sizes.split(/,\s*(?![^(]*\))/)
      const chosen =
        entries.find((entry) => {
          const condition = entry.match(/^\(.*?\)(?=\s)/)?.[0]
          return condition !== undefined && matchMedia(condition).matches
        }) ?? entries.at(-1)!
      const length = chosen.replace(/^\(.*?\)\s+/, '')
      const probe = document.createElement('div')
      probe.style.width = length
      document.body.append(probe)
      const slot = probe.getBoundingClientRect().width
      probe.remove()
      return { shown: image.getBoundingClientRect().width, slot }
    })
}

for (const listing of LISTINGS) {
  for (const view of ['grid', 'list'] as const) {
    test(`${listing.path} in ${view} view: its pictures' sizes follow the width they are shown at`, async ({
      page,
    }) => {
      await page.addInitScript(
        ([key, value]) => localStorage.setItem(key, JSON.stringify(value)),
        [listing.viewKey, view]
      )
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(listing.path)
        await expect(page.locator(listing.picture).first()).toBeVisible()
        const { shown, slot } = await firstPictureWidths(page, listing.picture)
        // never narrower than shown (a blurry picture), at most a scrollbar wider
        expect(slot, `${width} px`).toBeGreaterThanOrEqual(shown - 0.5)
        expect(slot - shown, `${width} px`).toBeLessThanOrEqual(20)
      }
    })
  }
}

test("a laptop's four-across store downloads its covers' 320 px copies, once each", async ({
  page,
}) => {
  const pictures: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname)
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/home/store')
  const firstRow = page.locator('.book-thumb img').first()
  await expect(firstRow).toBeVisible()
  await expect.poll(() => firstRow.evaluate((image: HTMLImageElement) => image.complete)).toBe(true)
  expect(await firstRow.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /-w320\.webp$/
  )
  const covers = pictures.filter((path) => path.includes('/media/image/'))
  expect(covers.length).toBeGreaterThan(0)
  expect(covers.every((path) => path.endsWith('-w320.webp'))).toBe(true)
  expect(new Set(covers).size).toBe(covers.length)
})
