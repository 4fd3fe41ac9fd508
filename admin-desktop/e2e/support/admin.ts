import type { Page } from '@playwright/test'
import {
  DEMO_ADMIN,
  currentTheme,
  inShownThemeFirst,
  screenshot,
  setTheme,
  signInAs,
} from '../../../storefront/e2e/support/index.ts'
import { expect } from './fixtures.ts'

/** The widths every admin screen is pictured at. */
export const ADMIN_WIDTHS = [1280, 768] as const

/** The admin's sections menu: present once the layout has loaded for a signed-in Admin. */
export function adminSections(page: Page) {
  return page.getByRole('navigation', { name: 'Admin sections' })
}

/** The button that collapses and expands the sidebar, whichever it says now. */
export function sidebarToggle(page: Page) {
  return page.getByRole('button', { name: /^(Collapse|Expand) sidebar$/ })
}

/**
 * Signs the demo Admin in as a person does on the web (the storefront's /login form), then
 * opens `path` under /admin and waits for the admin's layout.
 */
export async function signInAsAdmin(page: Page, path = '/admin') {
  await signInAs(page, DEMO_ADMIN)
  await openAdmin(page, path)
}

/** Opens an admin page (signed in already) and waits for the layout around it. */
export async function openAdmin(page: Page, path = '/admin') {
  await page.goto(path)
  await expect(page.getByRole('banner').getByText('Pathshala Admin')).toBeVisible()
}

/**
 * Pictures the current admin screen at 1280 and 768 px in both themes into the repository's
 * git-ignored screenshots/ folder, as screenshots/admin-<name>-<width>-<theme>.png, then puts the
 * window and theme back. The page is reloaded per theme: the screen's state must be in its URL or
 * on the server.
 */
export async function screenshotAdminScreen(page: Page, name: string) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 }
  const themeBefore = await currentTheme(page)
  const paths: string[] = []
  for (const theme of inShownThemeFirst(['dark', 'light'], themeBefore)) {
    await setTheme(page, theme)
    for (const width of ADMIN_WIDTHS) {
      await page.setViewportSize({ width, height: viewport.height })
      await expect(page.getByRole('banner').getByText('Pathshala Admin')).toBeAttached()
      await scrollToTop(page)
      paths.push(await screenshot(page, `admin-${name}`))
    }
  }
  await page.setViewportSize(viewport)
  await setTheme(page, themeBefore)
  // setTheme reloads: let the layout mount again before the test goes on (a key pressed
  // before its listeners exist is lost)
  await expect(page.getByRole('banner').getByText('Pathshala Admin')).toBeVisible()
  return paths
}

/**
 * screenshotAdminScreen for a state a reload loses (a form's errors, an open dialog):
 * `recreate` brings it back after each theme's reload, then the state is pictured at every
 * width as screenshots/admin-<name>-<width>-<theme>.png (`fullPage: false`: the window, for a
 * dialog). The page is left in the theme it had, reloaded: the state is not there any more.
 */
export async function screenshotAdminState(
  page: Page,
  name: string,
  recreate: () => Promise<void>,
  { fullPage = true }: { fullPage?: boolean } = {}
) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 }
  const themeBefore = await currentTheme(page)
  const paths: string[] = []
  for (const theme of inShownThemeFirst(['dark', 'light'], themeBefore)) {
    await setTheme(page, theme)
    await expect(page.getByRole('banner').getByText('Pathshala Admin')).toBeVisible()
    await recreate()
    for (const width of ADMIN_WIDTHS) {
      await page.setViewportSize({ width, height: viewport.height })
      await scrollToTop(page)
      paths.push(await screenshot(page, `admin-${name}`, { fullPage }))
    }
  }
  await page.setViewportSize(viewport)
  await setTheme(page, themeBefore)
  await expect(page.getByRole('banner').getByText('Pathshala Admin')).toBeVisible()
  return paths
}

/**
 * A full-page picture of a scrolled page draws the sticky top bar and sidebar where the window
 * stood, over the content (a field focused further down scrolls the page): pictures start at
 * the top.
 */
async function scrollToTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0))
}
