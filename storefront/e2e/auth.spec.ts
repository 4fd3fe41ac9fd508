import type { Page } from '@playwright/test'
import {
  createLearner,
  currentTheme,
  expect,
  hasHorizontalOverflow,
  loginForm,
  pressEscapeIn,
  screenshot,
  screenshotEveryLook,
  setTheme,
  signIn,
  signOut,
  test,
  uniqueEmail,
  type Theme,
} from './support/index.ts'

// docs/screens/learner.md#sign-in-and-register and #reset-password: the auth landing,
// registration with the mailed code,
// the forgot-password panel and the reset page, against the real API and the SMTP stand-in.

const AUTH_WIDTHS = [1280, 768, 375] as const

/**
 * Screenshots a state that lives only in the page (a panel, the code step) at 1280, 768 and 375 px
 * in both themes. The theme is switched with the top bar's toggle rather than a reload, so the
 * state survives; every look is also checked for horizontal overflow.
 */
async function screenshotState(page: Page, name: string) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 }
  const themeBefore = await currentTheme(page)
  for (const theme of ['dark', 'light'] as Theme[]) {
    await switchTheme(page, theme)
    for (const width of AUTH_WIDTHS) {
      await page.setViewportSize({ width, height: viewport.height })
      await screenshot(page, `auth-${name}`)
      expect(await hasHorizontalOverflow(page), `${name} at ${width} px, ${theme}`).toBe(false)
    }
  }
  await page.setViewportSize(viewport)
  await switchTheme(page, themeBefore)
}

async function switchTheme(page: Page, theme: Theme) {
  if ((await currentTheme(page)) === theme) return
  await page.getByRole('button', { name: `Switch to ${theme} theme` }).click()
  await expect.poll(() => currentTheme(page)).toBe(theme)
}

/** The tab panel on screen (the other tab's panel stays in the page, hidden). */
const visiblePanel = (page: Page) => page.getByRole('tabpanel').filter({ visible: true })

test.describe('auth screens', () => {
  test('a visitor registers with the mailed code, then signs in and out', async ({
    page,
    mailbox,
  }) => {
    const email = uniqueEmail('signup')
    const password = 'Fresh@2468'
    await page.goto('/login')
    await page.getByRole('tab', { name: 'Register' }).click()
    const form = visiblePanel(page)
    await expect(form.getByRole('heading', { name: 'Create Account' })).toBeVisible()

    // every message of docs/screens/learner.md#form-rules-and-messages, under its field
    await form.getByRole('button', { name: 'Create Account' }).click()
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Invalid email address',
      'Password must be at least 6 characters long',
      'Confirm Password must be at least 6 characters long',
      'Contact number must be exactly 10 digits',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible()
    }
    await screenshotState(page, 'register-errors')

    await form.getByLabel('First Name').fill('Meera')
    await expect(form.getByText('First Name is required')).toBeHidden()
    await form.getByLabel('Last Name').fill('Iyer')
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Password', { exact: true }).fill(password)
    await form.getByLabel('Confirm Password').fill(password)
    await form.getByLabel('Contact Number').fill('+91 98765-43210')
    await expect(form.getByLabel('Contact Number')).toHaveValue('9876543210')

    const since = Date.now()
    await form.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    await expect(page.getByRole('timer')).toHaveText(/Code expires in [45]:\d\d/)
    await expect(page.getByRole('button', { name: 'Verify & Register' })).toBeDisabled()
    const code = await mailbox.waitForSignupCode(email, { since })
    await page.getByLabel('Digit 1 of 6').fill(code[0]!)
    await page.getByLabel('Digit 2 of 6').fill(code[1]!)
    await screenshotState(page, 'otp')

    // typing the whole code from the first box (over the digits the boxes already show) submits
    // it with the sixth digit
    await page.getByLabel('Digit 1 of 6').click()
    await page.keyboard.type(code)

    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
    await expect(loginForm(page).email).toHaveValue(email)

    await loginForm(page).password.fill(password)
    await loginForm(page).submit.click()
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByText('Login successful!')).toBeVisible()

    await signOut(page)
    await page.goto('/home/user')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a wrong password shows the server message in a red box, once, without a status', async ({
    page,
  }) => {
    const learner = await createLearner(page)
    await page.goto('/login')
    const form = loginForm(page)
    await form.email.fill(learner.email)
    await form.password.fill('Not-the@password1')
    await form.submit.click()

    await expect(page.getByText('Invalid email or password')).toBeVisible()
    await expect(page.getByText('Invalid email or password')).toHaveCount(1)
    await expect(page).toHaveURL(/\/login$/)
    await screenshotState(page, 'login-error')
  })

  test('signing in from a private page comes back to it', async ({ page }) => {
    const learner = await createLearner(page)
    await page.goto('/home/user')
    await expect(page).toHaveURL(/\/login$/)
    await signIn(page, learner.email, learner.password)
    await expect(page).toHaveURL(/\/home\/user$/)
  })

  test('a forgotten password is reset from the mailed link, then the new one signs in', async ({
    page,
    mailbox,
  }) => {
    const learner = await createLearner(page)
    const newPassword = 'Renewed#2026'
    await page.goto('/login')
    await loginForm(page).email.fill(learner.email)
    await page.getByRole('button', { name: 'Forgot your password?' }).click()

    const panel = visiblePanel(page)
    await expect(panel.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
    await expect(panel.getByLabel('Email Address')).toHaveValue(learner.email)
    const since = Date.now()
    await panel.getByRole('button', { name: 'Send Reset Instructions' }).click()
    await expect(panel.getByRole('heading', { name: 'Check Your Email' })).toBeVisible()
    await expect(page.getByText('Password Reset Email Sent')).toBeVisible()
    await screenshotState(page, 'check-email')

    const link = await mailbox.waitForResetLink(learner.email, { since })
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible()
    await page.getByLabel('New Password', { exact: true }).fill('short')
    await page.getByLabel('Confirm New Password').fill('other')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible()
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await expect(page.getByText('Password strength:')).toContainText('Weak')
    await screenshotState(page, 'reset-errors')

    await page.getByLabel('New Password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm New Password').fill(newPassword)
    await expect(page.getByText('Password strength:')).toContainText('Strong')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByRole('heading', { name: 'Password reset successfully' })).toBeVisible()
    await screenshotState(page, 'reset-done')

    // the used link is dead now
    await page.goto(link)
    await page.getByLabel('New Password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm New Password').fill(newPassword)
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(
      page.getByText('Failed to reset password. The link may be expired or invalid.')
    ).toBeVisible()

    await page.goto('/login')
    await signIn(page, learner.email, newPassword)
    await expect(page).toHaveURL(/\/home$/)
  })

  test('a reset link without its token offers a new one', async ({ page }) => {
    await page.goto('/reset-password')
    await expect(
      page.getByText('Failed to reset password. The link may be expired or invalid.')
    ).toBeVisible()
    await screenshotEveryLook(page, 'auth-reset-invalid')
    await page.getByRole('link', { name: 'Request a new link' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
  })

  test('Google sign-in is disabled with its reason on a server without Google keys', async ({
    page,
  }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled()
    await expect(page.getByText(/Google sign-in is not set up on this server/)).toBeVisible()
    await screenshotEveryLook(page, 'auth-login')

    // the API's Google route itself sends the browser back with the reason
    await page.goto('/api/v1/auth/google')
    await expect(page).toHaveURL(/\/login\?error=google_unavailable$/)
    await expect(page.getByText(/Google sign-in is not available on this server/)).toBeVisible()
    await screenshotEveryLook(page, 'auth-google-unavailable')
  })

  test('the terms and the privacy policy open from the footer of the sign-in screen', async ({
    page,
  }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Terms of Service' }).click()
    const terms = page.getByRole('dialog', { name: 'Terms of Service' })
    await expect(terms).toBeVisible()
    await pressEscapeIn(page, terms)
    await expect(terms).toBeHidden()
    await page.getByRole('button', { name: 'Privacy Policy' }).click()
    await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible()

    // the open dialog covers the theme toggle: each theme is set by a reload, then reopened
    for (const theme of ['dark', 'light'] as Theme[]) {
      await setTheme(page, theme)
      await page.getByRole('button', { name: 'Privacy Policy' }).click()
      await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible()
      for (const width of AUTH_WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        await screenshot(page, 'auth-privacy')
      }
    }
  })
})
