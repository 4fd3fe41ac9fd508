import { expect, test } from './support/index.ts'

// The storefront runs under the API's Content-Security-Policy; every spec fails on a violation
// (support/csp-guard.ts). This one checks the policy is there and that the guard really sees one.

test('pages come with a policy that refuses inline scripts, and the guard reports it', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('/home')
  const headers = response!.headers()
  const policy = headers['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).not.toContain('unsafe-inline')
  expect(policy).not.toContain('unsafe-eval')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  await page.waitForLoadState('networkidle')
  expect(cspViolations).toEqual([])

  // a script slipped into the page (as an injection would) does not run, and is reported
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.inlineScriptRan = true'
    document.body.append(script)
  })
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => 'inlineScriptRan' in window)).toBe(false)
  // the violation was this test's own doing
  cspViolations.length = 0
})
