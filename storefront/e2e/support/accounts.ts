import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { waitForSignupCode } from './mailbox.ts'

export interface Account {
  email: string
  password: string
  firstName: string
  lastName: string
}

/** The seeded demo accounts (README: demo data). Tests that change them affect other tests. */
export const DEMO_LEARNER: Account = {
  email: 'learner@pathshala.local',
  password: 'Learner@12345',
  firstName: 'Rohan',
  lastName: 'Sharma',
}
export const DEMO_ADMIN: Account = {
  email: 'admin@pathshala.local',
  password: 'Admin@12345',
  firstName: 'Asha',
  lastName: 'Verma',
}

/** A new address no test has used: e2e-<random>@pathshala.test */
export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}-${randomUUID().slice(0, 8)}@pathshala.test`
}

/** The XSRF token the API expects on writes, from the cookie it set in this cookie jar. */
async function xsrfToken(request: APIRequestContext) {
  const { cookies } = await request.storageState()
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')
  return token ? decodeURIComponent(token.value) : undefined
}

/**
 * Sends a JSON write to /api/v1<path> with the page's cookies and XSRF header. A cookie jar
 * without a token gets one first from a read, not by opening a page: a page still starting
 * sends its own first requests, each of which may answer with a new session and token, and
 * a token read meanwhile no longer matched the session by the time the write went (seen under
 * load, twice in a row). The app's own requests may still renew the session cookie; the API then
 * answers 403 E_BAD_CSRF_TOKEN with a fresh token, and the write is sent once more (as the
 * shared client does).
 */
export async function apiPost(page: Page, path: string, data: unknown) {
  if (!(await xsrfToken(page.request))) await page.request.get('/api/v1/config')
  const send = async () => {
    const token = await xsrfToken(page.request)
    return page.request.post(`/api/v1${path}`, {
      data,
      headers: token ? { 'X-XSRF-TOKEN': token } : {},
    })
  }
  const first = await send()
  if (first.status() !== 403) return first
  const answer = await first.text()
  return answer.includes('E_BAD_CSRF_TOKEN') ? send() : first
}

/**
 * The sign-in form on /login, found by what a person sees (labels 'Email' and 'Password', the
 * button 'Sign In'), whatever else the page shows (a Register tab, a top bar).
 */
export function loginForm(page: Page) {
  const email = page.getByLabel('Email', { exact: true }).filter({ visible: true })
  const form = page.locator('form').filter({ has: email })
  return {
    email,
    password: form.getByLabel('Password', { exact: true }),
    submit: form.getByRole('button', { name: 'Sign In', exact: true }),
  }
}

/**
 * Signs in through the real login form, the way a person does: fills Email and Password,
 * presses Sign In and waits until the app leaves /login. Start anywhere; it opens /login.
 */
export async function signIn(page: Page, email: string, password: string) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login')
  const form = loginForm(page)
  await form.email.fill(email)
  await form.password.fill(password)
  await form.submit.click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

/** signIn with one of the demo accounts (or any Account). */
export function signInAs(page: Page, account: Account) {
  return signIn(page, account.email, account.password)
}

/**
 * Signs in without the form (POST /auth/login in the page's cookie jar): for tests about
 * something else that just need a session. Reload or navigate afterwards.
 */
export async function signInByApi(page: Page, account: Account) {
  const response = await apiPost(page, '/auth/login', {
    email: account.email,
    password: account.password,
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Whether the page's cookies carry a live session (asks POST /auth/validate). */
export async function isSignedIn(page: Page) {
  const response = await page.request.post('/api/v1/auth/validate')
  return response.status() === 200
}

/**
 * Signs out through the top bar: its account menu's Logout item (or a plain Logout button),
 * then waits until the server no longer knows the session.
 */
export async function signOut(page: Page) {
  const accountMenu = page.getByRole('button', { name: /^Account menu for / })
  const logoutButton = page.getByRole('button', { name: 'Logout', exact: true })
  // the account menu is loaded after the page: wait for whichever control appears
  await expect(accountMenu.or(logoutButton).first()).toBeVisible()
  if (await accountMenu.isVisible()) {
    await accountMenu.click()
    const logoutItem = page.getByRole('menuitem', { name: 'Logout' })
    // The menu opens below its button. Under load it was seen placed above it for a moment and
    // then moved, still between a click's press and release: click once it is where it belongs.
    const menuButtonBottom = await accountMenu.evaluate(
      (button) => button.getBoundingClientRect().bottom
    )
    await expect
      .poll(async () => {
        const box = await logoutItem.boundingBox()
        return box?.y ?? -1
      })
      .toBeGreaterThan(menuButtonBottom)
    await logoutItem.click()
  } else {
    await logoutButton.click()
  }
  await expect.poll(() => isSignedIn(page)).toBe(false)
}

/**
 * Registers a new learner through the API with the code the SMTP stand-in received (no UI),
 * for tests that need an account of their own. Returns it signed out.
 */
export async function createLearner(page: Page, overrides: Partial<Account> = {}) {
  const account: Account = {
    email: uniqueEmail(),
    password: 'Learner@2468',
    firstName: 'Test',
    lastName: 'Learner',
    ...overrides,
  }
  const since = Date.now()
  const sent = await apiPost(page, '/auth/sendotp', { email: account.email })
  expect(sent.status(), await sent.text()).toBe(200)
  const otp = await waitForSignupCode(account.email, { since })
  const created = await apiPost(page, '/auth/signup', {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    password: account.password,
    confirmPassword: account.password,
    contactNumber: '9876543210',
    otp,
  })
  expect(created.status(), await created.text()).toBe(201)
  return account
}
