import {
  DEMO_LEARNER,
  adminSections,
  expect,
  openAdmin,
  signInAs,
  signInAsAdmin,
  test,
} from './support/index.ts'

test.describe('who may open /admin', () => {
  test('a visitor is sent to the storefront home, from /admin and from a screen under it', async ({
    page,
  }) => {
    await page.goto('/admin')
    await page.waitForURL((url) => url.pathname === '/home')
    await page.goto('/admin/settings')
    await page.waitForURL((url) => url.pathname === '/home')
  })

  test('a signed-in learner is sent to the storefront home', async ({ page }) => {
    await signInAs(page, DEMO_LEARNER)
    await page.goto('/admin')
    await page.waitForURL((url) => url.pathname === '/home')
    await expect(adminSections(page)).toHaveCount(0)
  })

  test('an Admin signs in on the storefront, then opens the admin', async ({ page }) => {
    await signInAsAdmin(page)
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/?$/)
    await expect(adminSections(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page'
    )
    await expect(page.getByRole('banner')).toContainText(
      'Civil services & competitive exam coaching'
    )
    // the storefront's pages, on this site
    const storefront = page.getByRole('banner').getByRole('navigation', { name: 'Storefront' })
    const origin = new URL(page.url()).origin
    await expect(storefront.getByRole('link', { name: 'Store' })).toHaveAttribute(
      'href',
      `${origin}/home/store`
    )
  })

  test('an unknown admin path leads to the storefront home, as anywhere on the site', async ({
    page,
  }) => {
    await signInAsAdmin(page)
    await page.goto('/admin/no-such-screen')
    await page.waitForURL((url) => url.pathname === '/home')
    await openAdmin(page, '/admin/settings')
  })
})
