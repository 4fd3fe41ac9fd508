import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/**
 * Presses Escape in an open overlay (a dialog, a drawer) once the focus is in it. Blueprint
 * moves the focus into an overlay in the animation frame after it opens, and closes it on an
 * Escape pressed inside; one pressed sooner is lost, for a person as for a test.
 */
export async function pressEscapeIn(page: Page, overlay: Locator) {
  await expect
    .poll(() =>
      overlay.evaluate((element) =>
        (element.closest('.bp6-portal') ?? element).contains(document.activeElement)
      )
    )
    .toBe(true)
  await page.keyboard.press('Escape')
}
