import {
  DEMO_ADMIN,
  DEMO_LEARNER,
  expect,
  hasHorizontalOverflow,
  pressEscapeIn,
  screenshot,
  setTheme,
  signInByApi,
  test,
  uniqueEmail,
  WIDTHS,
} from './support/index.ts'
import type { Page } from '@playwright/test'

// The shell (top bar, side menu, theme, footer) and the home, about and contact screens
// (docs/screens/learner.md: #layout, #home, #about, #contact, #limits-and-timings).

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' })

test.describe('top bar and side menu', () => {
  test('at 375 px the links live in a side menu opened by a labelled button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/home')

    await expect(mainNav(page)).toBeHidden()
    const openMenu = page.getByRole('button', { name: 'Open menu' })
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false')
    await openMenu.click()

    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    for (const label of ['Home', 'Courses', 'Store', 'About Us', 'Contact Us']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page'
    )
    await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible()
    expect(await hasHorizontalOverflow(page)).toBe(false)
    await screenshot(page, 'shell-mobile-menu')

    await menu.getByRole('link', { name: 'Store', exact: true }).click()
    await expect(page).toHaveURL(/\/home\/store$/)
    await expect(menu).toBeHidden()

    // Escape closes it too, and the keyboard reaches everything in it
    await openMenu.click()
    await expect(menu).toBeVisible()
    await pressEscapeIn(page, menu)
    await expect(menu).toBeHidden()

    await openMenu.click()
    await menu.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('at 1280 px the links are in the bar, the current one marked', async ({ page }) => {
    await page.goto('/home/about')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    const nav = mainNav(page)
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page'
    )
    await nav.getByRole('link', { name: 'Courses' }).click()
    await expect(page).toHaveURL(/\/home\/explore/)
    await expect(nav.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('banner').getByText('Pathshala', { exact: true })).toBeVisible()
  })

  test('the theme is dark by default and the choice survives a reload', async ({ page }) => {
    await page.goto('/home')
    const darkClasses = () =>
      page.evaluate(() => [
        document.documentElement.classList.contains('bp6-dark'),
        document.body.classList.contains('bp6-dark'),
      ])
    expect(await darkClasses()).toEqual([true, true])

    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    expect(await darkClasses()).toEqual([false, false])

    await page.reload()
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
    expect(await darkClasses()).toEqual([false, false])

    // applied by index.html before the app's script runs: even with the bundle blocked the page
    // is light, so a light-theme visitor never sees a dark first paint
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort())
    await page.reload()
    expect(await darkClasses()).toEqual([false, false])
    await page.unroute(/\/assets\/index-[^/]*\.js$/)
    await page.reload()

    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await page.reload()
    expect(await darkClasses()).toEqual([true, true])
  })

  test('a learner’s profile menu has name, email, Profile and Logout, no Admin Panel', async ({
    page,
  }) => {
    await signInByApi(page, DEMO_LEARNER)
    await page.goto('/home')
    const fullName = `${DEMO_LEARNER.firstName} ${DEMO_LEARNER.lastName}`

    await page.getByRole('button', { name: `Account menu for ${fullName}` }).click()
    const menu = page.getByRole('menu', { name: 'Account' })
    await expect(menu.getByText(fullName)).toBeVisible()
    await expect(menu.getByText(DEMO_LEARNER.email)).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0)
    await screenshot(page, 'shell-profile-menu-learner')

    await menu.getByRole('menuitem', { name: 'Profile' }).click()
    await expect(page).toHaveURL(/\/home\/user$/)
  })

  test('an admin’s profile menu adds Admin Panel, a full page load of /admin', async ({ page }) => {
    await signInByApi(page, DEMO_ADMIN)
    await page.goto('/home')
    const fullName = `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`

    await page.getByRole('button', { name: `Account menu for ${fullName}` }).click()
    const adminPanel = page.getByRole('menuitem', { name: 'Admin Panel' })
    await expect(adminPanel).toHaveAttribute('href', '/admin')
    await screenshot(page, 'shell-profile-menu-admin')

    await Promise.all([page.waitForEvent('load'), adminPanel.click()])
    await expect(page).toHaveURL(/\/admin/)
  })

  test('the side menu offers the same account actions to a signed-in learner', async ({ page }) => {
    await signInByApi(page, DEMO_LEARNER)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/home')

    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByText(DEMO_LEARNER.email)).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0)
    await menu.getByRole('menuitem', { name: 'Profile' }).click()
    await expect(page).toHaveURL(/\/home\/user$/)
  })
})

test.describe('home', () => {
  test('banner, stats, three popular courses from the API, features and tabs', async ({ page }) => {
    const listRequest = page.waitForRequest((request) =>
      request.url().endsWith('/api/v1/courses/getAllCourses')
    )
    await page.goto('/home')
    const request = await listRequest
    expect(request.postDataJSON()).toEqual({
      page: 1,
      limit: 3,
      sortBy: 'enrollments',
      sortOrder: 'desc',
    })

    for (const stat of ['1000+', '50+', '2+', '95%']) {
      await expect(page.getByText(stat, { exact: true })).toBeVisible()
    }

    const banner = page.getByRole('region', { name: 'Highlights' })
    await expect(banner.getByRole('button', { name: /^Go to slide/ })).toHaveCount(5)
    const currentDot = banner.locator('[aria-current="true"]')
    await expect(currentDot).toHaveAccessibleName('Go to slide 1')
    await banner.getByRole('button', { name: 'Next slide' }).click()
    await expect(currentDot).toHaveAccessibleName('Go to slide 2')
    // the mouse is over the banner now: it holds still
    await page.waitForTimeout(4500)
    await expect(currentDot).toHaveAccessibleName('Go to slide 2')
    // and it moves on by itself once the mouse has left
    await page.mouse.move(5, 5)
    await expect(currentDot).toHaveAccessibleName('Go to slide 3', { timeout: 6000 })

    const popular = page.getByRole('region', { name: 'Courses learners choose most' })
    await expect(
      popular.getByRole('link', { name: /^(Enroll Now|Continue Learning):/ })
    ).toHaveCount(3)

    await expect(
      page.getByRole('heading', { name: /Everything you need to prepare/ })
    ).toBeVisible()

    const tabs = page.getByRole('tablist')
    for (const [tab, text] of [
      ['Schedule', 'Monday'],
      ['Resources', 'Test series'],
      ['Features', 'Lesson-by-lesson progress'],
      ['Courses', 'CSAT (Paper II)'],
    ] as const) {
      await tabs.getByRole('tab', { name: tab }).click()
      await expect(
        page.getByRole('tabpanel').getByText(text, { exact: false }).first()
      ).toBeVisible()
    }
  })

  test('the footer carries support details, the store card and the badges', async ({ page }) => {
    await page.goto('/home')
    const footer = page.getByRole('contentinfo')
    for (const text of [
      '5+',
      '70K+',
      'Established 2018',
      '24/7 Support',
      'Hisar (Haryana)',
      'Monday-Saturday 10 AM-6 PM',
    ]) {
      await expect(footer.getByText(text, { exact: false }).first()).toBeVisible()
    }
    await footer.getByRole('link', { name: 'Visit the store' }).click()
    await expect(page).toHaveURL(/\/home\/store$/)
  })
})

test.describe('about', () => {
  test('hero, team carousel with counter and pause, and the sections', async ({ page }) => {
    await page.goto('/home/about')
    await expect(page.getByRole('heading', { name: 'Empowering Your UPSC Journey' })).toBeVisible()
    for (const heading of ['What We Do', 'Our Services', 'Why Choose Us']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    }

    const team = page.getByRole('region', { name: 'Team members' })
    await expect(team.getByText('1 / 7')).toBeVisible()
    await expect(team.getByRole('group')).toHaveCount(3)
    await team.getByRole('button', { name: 'Pause' }).click()
    await team.getByRole('button', { name: 'Next team member' }).click()
    await expect(team.getByText('2 / 7')).toBeVisible()
    await page.mouse.move(5, 5)
    await page.waitForTimeout(4500)
    await expect(team.getByText('2 / 7')).toBeVisible()

    await page.setViewportSize({ width: 900, height: 800 })
    await expect(team.getByRole('group')).toHaveCount(2)
    await page.setViewportSize({ width: 375, height: 800 })
    await expect(team.getByRole('group')).toHaveCount(1)
  })
})

test.describe('contact', () => {
  test('the form checks required fields, then the message reaches the provider and the sender', async ({
    page,
    mailbox,
  }) => {
    await page.goto('/home/contact')
    for (const text of [
      'Monday-Saturday 10 AM-6 PM',
      'Phone support 8 AM-6 PM',
      'Hisar, Haryana',
    ]) {
      await expect(page.getByRole('main').getByText(text)).toBeVisible()
    }

    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'Please fill out all required fields.' })
    ).toBeVisible()

    const email = uniqueEmail('contact')
    const message = `Which course suits a working aspirant? (${email})`
    await page.getByLabel('Full name').fill('Meera Joshi')
    await page.getByLabel(/^Email/).fill(email)
    await page.getByLabel('Phone number').fill('+91 98120 45678')
    await page.getByLabel('Subject').selectOption('mentorship')
    await page.getByLabel(/^Message/).fill(message)

    const since = Date.now()
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'Message sent successfully!' })
    ).toBeVisible()
    await expect(page.getByLabel(/^Message/)).toHaveValue('')
    await expect(page.getByLabel('Full name')).toHaveValue('')

    // stored and mailed: the provider's enquiry and the sender's copy both carry the message
    const copy = await mailbox.waitForMail(email, { since, subject: /We received your message/ })
    expect(copy.text).toContain(message)
    const enquiry = await mailbox.waitForMail('no-reply@pathshala.test', {
      since,
      subject: /Enquiry: mentorship/,
    })
    expect(enquiry.text).toContain(email)
    expect(enquiry.text).toContain('+91 98120 45678')
  })
})

test.describe('screenshots', () => {
  for (const [name, path] of [
    ['home', '/home'],
    ['about', '/home/about'],
    ['contact', '/home/contact'],
  ] as const) {
    test(`${name} at 1280, 768 and 375 px in both themes, without horizontal overflow`, async ({
      page,
    }) => {
      await page.goto(path)
      for (const theme of ['dark', 'light'] as const) {
        await setTheme(page, theme)
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 })
          expect(await hasHorizontalOverflow(page), `${name} at ${width} px`).toBe(false)
          await screenshot(page, name)
        }
      }
    })
  }
})
