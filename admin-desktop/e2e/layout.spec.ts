import type { Locator } from '@playwright/test'
import {
  adminSections,
  expect,
  isSignedIn,
  screenshotAdminScreen,
  sidebarToggle,
  signInAsAdmin,
  test,
} from './support/index.ts'

const REM = 16

/** An element's rendered width in CSS pixels. */
function widthOf(element: Locator) {
  return element.evaluate((node) => node.getBoundingClientRect().width)
}

test.describe('the admin layout', () => {
  test('Ctrl+B collapses the sidebar to 3rem and the choice outlives a reload', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/settings')
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    await expect(sidebarToggle(page)).toHaveAccessibleName('Collapse sidebar')
    expect(await widthOf(sidebar)).toBe(16 * REM)

    await page.keyboard.press('Control+b')
    await expect(sidebarToggle(page)).toHaveAccessibleName('Expand sidebar')
    await expect.poll(() => widthOf(sidebar)).toBe(3 * REM)
    const cookies = await page.context().cookies()
    const cookie = cookies.find((c) => c.name === 'sidebar_state')
    expect(cookie?.value).toBe('false')
    // a week, give or take the test's own seconds
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 60)

    await page.reload()
    await expect(sidebarToggle(page)).toHaveAccessibleName('Expand sidebar')
    // collapsed, each section still has its name for a screen reader and as a hint
    await expect(adminSections(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await adminSections(page).getByRole('link', { name: 'Dashboard' }).hover()
    await expect(page.getByRole('tooltip')).toHaveText('Dashboard')

    await page.keyboard.press('ControlOrMeta+b')
    await expect(sidebarToggle(page)).toHaveAccessibleName('Collapse sidebar')
    await page.reload()
    await expect(sidebarToggle(page)).toHaveAccessibleName('Collapse sidebar')
    expect(await widthOf(sidebar)).toBe(16 * REM)
  })

  test('breadcrumbs follow the path, and an earlier crumb leads back', async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings')
    const trail = page.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(trail.getByText('Settings')).toHaveAttribute('aria-current', 'page')
    await trail.getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL((url) => /^\/admin\/?$/.test(url.pathname))
    await expect(trail.getByText('Dashboard')).toHaveAttribute('aria-current', 'page')
    await expect(trail.getByRole('link')).toHaveCount(0)

    // the sidebar's Settings in its footer leads to the same screen
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Settings' })
      .click()
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
  })

  test('on a phone the sidebar is an 18rem drawer and the storefront links sit in a menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await signInAsAdmin(page, '/admin/settings')
    await expect(page.getByRole('navigation', { name: 'Storefront' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Courses',
      'Store',
      'AboutUs',
      'ContactUs',
    ])
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)

    await page.getByRole('button', { name: 'Open sidebar' }).click()
    const drawer = page.getByRole('dialog', { name: 'Pathshala Admin' })
    expect(await widthOf(drawer)).toBe(18 * REM)
    await drawer.getByRole('link', { name: 'Dashboard' }).click()
    await expect(drawer).toHaveCount(0)
    await page.waitForURL((url) => /^\/admin\/?$/.test(url.pathname))
  })

  test('the theme switch changes the theme and keeps it across a reload', async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings')
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(page.locator('html')).not.toHaveClass(/bp6-dark/)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
    await expect(page.locator('html')).not.toHaveClass(/bp6-dark/)
  })

  test('Logout in the sidebar ends the session and leads to the storefront home', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/settings')
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL((url) => url.pathname === '/home')
    expect(await isSignedIn(page)).toBe(false)
    await page.goto('/admin')
    await page.waitForURL((url) => url.pathname === '/home')
  })

  test('screenshots of the layout', async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings')
    await screenshotAdminScreen(page, 'settings')
    await expect(sidebarToggle(page)).toHaveAccessibleName('Collapse sidebar')
    await page.keyboard.press('Control+b')
    await expect(sidebarToggle(page)).toHaveAccessibleName('Expand sidebar')
    await screenshotAdminScreen(page, 'settings-sidebar-collapsed')
  })
})
