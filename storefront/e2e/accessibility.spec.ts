import type { Page } from '@playwright/test'
import {
  accessibilityProblems,
  DEMO_LEARNER,
  expect,
  setTheme,
  signInByApi,
  test,
  type Theme,
} from './support/index.ts'
import { courseIdByName, FREE_COURSE } from './learner-helpers.ts'

// Labelled inputs, names on every control, colour contrast, valid structure: axe-core's WCAG 2
// A and AA rules on every screen in both themes, once the data has arrived.

async function check(page: Page, path: string, theme: Theme) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  expect(await accessibilityProblems(page), `${path} in the ${theme} theme`).toEqual([])
}

for (const theme of ['dark', 'light'] as const) {
  test(`every visitor screen passes the WCAG 2 AA checks in the ${theme} theme`, async ({
    page,
  }) => {
    // nine screens, each analysed whole: more than a minute on a loaded machine
    test.setTimeout(180_000)
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

/** How the focused element shows its focus: its outline, or Blueprint's focus shadow. */
const focusIndicator = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const style = getComputedStyle(element)
    return {
      name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
      visible: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
    }
  })

test('the keyboard reaches the content past the top bar, with focus always visible', async ({
  page,
}) => {
  await page.goto('/home/explore')
  await page.waitForLoadState('networkidle')

  // the first Tab shows the skip link; Enter puts focus on the page itself
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-content')).toBeFocused()

  // from there Tab walks the filters in order, each one visibly focused
  const seen: string[] = []
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press('Tab')
    const focused = await focusIndicator(page)
    expect(focused.visible, `focus visible on '${focused.name}'`).toBe(true)
    seen.push(focused.name)
  }
  await expect(page.getByLabel('Search courses')).toBeVisible()
  expect(seen.join(' | ')).toMatch(/Refresh/)

  // and the search works from the keyboard alone
  await page.getByLabel('Search courses').focus()
  await page.keyboard.type('polity')
  await expect(page).toHaveURL(/search=polity$/)
  await expect(page.getByText(/^Showing 1 of 1 courses$/)).toBeVisible()
})

/**
 * The transition each overlay has while it opens, as the page's stylesheets give it: a dialog
 * zooming in, a drawer sliding, a toast arriving and a popover opening, each built in the
 * classes Blueprint gives it during its opening.
 */
function openingTransitions(page: Page) {
  return page.evaluate(() => {
    const opening = {
      dialog:
        '<div class="bp6-dialog-container bp6-overlay-enter-active"><div class="bp6-dialog"></div></div>',
      drawer: '<div class="bp6-drawer bp6-position-right bp6-overlay-enter-active"></div>',
      toast: '<div class="bp6-toast bp6-toast-enter-active"></div>',
      popover:
        '<div class="bp6-popover-transition-container bp6-popover-enter-active"><div class="bp6-popover"></div></div>',
    }
    return Object.fromEntries(
      Object.entries(opening).map(([name, html]) => {
        const holder = document.createElement('div')
        holder.innerHTML = html
        document.body.append(holder)
        const moving =
          holder.querySelector('.bp6-dialog, .bp6-popover') ?? holder.firstElementChild!
        const duration = getComputedStyle(moving).transitionDuration
        holder.remove()
        return [name, duration]
      })
    )
  })
}

test('a visitor who asks for less motion gets dialogs, drawers, toasts and popovers in place at once', async ({
  page,
}) => {
  await page.goto('/home/store')
  await page.waitForLoadState('networkidle')
  // the suite runs with the system's "reduce motion" (support/playwright-base.ts)
  expect(await openingTransitions(page)).toEqual({
    dialog: '0s',
    drawer: '0s',
    toast: '0s',
    popover: '0s',
  })
  // everyone else sees Blueprint's transitions
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  const moving = await openingTransitions(page)
  for (const [overlay, duration] of Object.entries(moving)) {
    expect(Number.parseFloat(duration), overlay).toBeGreaterThan(0)
  }

  // and a dialog opened with less motion works as ever
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page
    .getByRole('list', { name: 'Store items' })
    .getByRole('button', { name: 'Details' })
    .first()
    .click()
  const details = page.getByRole('dialog')
  await expect(details.getByText('Format')).toBeVisible()
  await details.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(details).toBeHidden()
})
