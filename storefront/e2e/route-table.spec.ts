import { DEMO_LEARNER, expect, signInByApi, test } from './support/index.ts'

// docs/screens/learner.md#routes: unknown paths, private pages and /login for a signed-in user.
test.describe('route table redirects', () => {
  test('an unknown path goes to /home', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/home$/)
  })

  for (const privatePath of ['/home/enrolled', '/home/user']) {
    test(`${privatePath} sends a visitor to /login`, async ({ page }) => {
      await page.goto(privatePath)
      await expect(page).toHaveURL(/\/login$/)
    })
  }

  test('/login sends a signed-in user to /home', async ({ page }) => {
    await signInByApi(page, DEMO_LEARNER)
    await page.goto('/login')
    await expect(page).toHaveURL(/\/home$/)
  })
})

test('every page names its icon, and the icon is served', async ({ page }) => {
  await page.goto('/home')
  const href = await page.locator('link[rel="icon"]').getAttribute('href')
  expect(href).toBe('/favicon.svg')
  const icon = await page.request.get(href!)
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toContain('image/svg+xml')
})
