import { expect, hasHorizontalOverflow, screenshot, test } from './support/index.ts'

// The API reference for integrators (docs/api-contract.md#api-reference): Swagger UI over the
// generated document, working under the pages' Content-Security-Policy (the fixture fails the
// test on any violation).

test('the API reference lists the calls and shows what a call takes', async ({ page }) => {
  // a 1.4 MB library drawing an 80-call document: seen past a minute with every core busy
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  const response = await page.goto('/api/docs')
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self'")
  await expect(page).toHaveTitle('Pathshala API reference')
  await expect(page.getByRole('heading', { name: /Pathshala API/ })).toBeVisible()

  await page.getByRole('link', { name: 'auth', exact: true }).click()
  const login = page.locator('.opblock', { hasText: '/api/v1/auth/login' }).first()
  await expect(login).toBeVisible()
  await login.locator('.opblock-summary').first().click()
  await expect(login.getByText('Anyone may call it.')).toBeVisible()
  await expect(
    login.locator('.model-box, .body-param, .opblock-section-request-body')
  ).toContainText('email')
  await screenshot(page, 'api-reference')

  await page.setViewportSize({ width: 375, height: 800 })
  expect(await hasHorizontalOverflow(page)).toBe(false)
  await screenshot(page, 'api-reference')
})
