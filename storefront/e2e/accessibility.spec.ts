import type { Page } from '@playwright/test'
import { AxeBuilder } from '@axe-core/playwright'
import { DEMO_LEARNER, expect, setTheme, signInByApi, test, type Theme } from './support/index.ts'
import { courseIdByName, FREE_COURSE } from './learner-helpers.ts'

// Labelled inputs, names on every control, colour contrast, valid structure: axe-core's WCAG 2
// A and AA rules on every screen in both themes, once the data has arrived.

/** The WCAG 2 A/AA problems axe finds on the current page, one line each (none expected). */
async function accessibilityProblems(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
  )
}

async function check(page: Page, path: string, theme: Theme) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  expect(await accessibilityProblems(page), `${path} in the ${theme} theme`).toEqual([])
}

for (const theme of ['dark', 'light'] as const) {
  test(`every visitor screen passes the WCAG 2 AA checks in the ${theme} theme`, async ({
    page,
  }) => {
    await setTheme(page, theme)
    const courseId = await courseIdByName(page, FREE_COURSE)
    for (const path of [
      '/home',
      '/home/explore',
      '/home/explore?search=no+such+course',
      `/home/course?id=${courseId}`,
      '/home/store',
      '/home/about',
      '/home/contact',
      '/login',
      '/reset-password?token=x',
    ]) {
      await check(page, path, theme)
    }
  })

  test(`every learner screen passes the WCAG 2 AA checks in the ${theme} theme`, async ({
    page,
  }) => {
    await setTheme(page, theme)
    await signInByApi(page, DEMO_LEARNER)
    const courseId = await courseIdByName(page, FREE_COURSE)
    for (const path of ['/home/user', `/home/enrolled?id=${courseId}`, '/home/store']) {
      await check(page, path, theme)
    }
    await page.goto('/home/user')
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await accessibilityProblems(page), `Edit Profile in the ${theme} theme`).toEqual([])
  })
}
