import type { Locator, Page } from '@playwright/test'
import {
  createLearner,
  currentTheme,
  expect,
  hasHorizontalOverflow,
  loginForm,
  screenshot,
  screenshotEveryLook,
  setTheme,
  signInByApi,
  test,
  uniqueEmail,
  type Theme,
} from './support/index.ts'

// The moments a learner decides whether to trust the product (issue 37): confirmations drawn
// where the learner is looking, refusals said once and in words (never a status code), a code
// step that cannot lock itself out, and store figures that mean what they say.

const LOOKS = [1280, 375] as const

/** The toast that says `text` (Blueprint gives a toast's message the alert role). */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text })

/** Whether the element is drawn inside the window (not above or below it). */
async function insideWindow(page: Page, element: Locator) {
  const box = await element.boundingBox()
  const viewport = page.viewportSize()!
  expect(box, 'the element is drawn').not.toBeNull()
  return {
    top: box!.y >= 0,
    bottom: box!.y + box!.height <= viewport.height,
    left: box!.x >= 0,
    right: box!.x + box!.width <= viewport.width,
  }
}

const ALL_INSIDE = { top: true, bottom: true, left: true, right: true }

/**
 * Screenshots a state that lives only in the page at 1280 and 375 px in both themes, switching
 * the theme with the top bar's toggle (a reload would lose the state); checks for overflow too.
 */
async function screenshotState(page: Page, name: string) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 }
  const themeBefore = await currentTheme(page)
  for (const theme of ['dark', 'light'] as Theme[]) {
    await switchTheme(page, theme)
    for (const width of LOOKS) {
      await page.setViewportSize({ width, height: viewport.height })
      await screenshot(page, name)
      expect(await hasHorizontalOverflow(page), `${name} at ${width} px, ${theme}`).toBe(false)
    }
  }
  await page.setViewportSize(viewport)
  await switchTheme(page, themeBefore)
}

async function switchTheme(page: Page, theme: Theme) {
  if ((await currentTheme(page)) === theme) return
  // the top bar's toggle; at 375 px the storefront's sits in the bar too
  await page
    .getByRole('button', { name: `Switch to ${theme} theme` })
    .first()
    .click()
  await expect.poll(() => currentTheme(page)).toBe(theme)
}

/**
 * Follows the page's requests from now on: `settledText` waits until none is left in flight.
 * Page-level, not Playwright's `networkidle` load state, which fires once per navigation.
 */
function trackRequests(page: Page) {
  const inFlight = new Set<unknown>()
  page.on('request', (request) => inFlight.add(request))
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
  return inFlight
}

/**
 * The page's text once every request it started has ended (a toast's chunk among them) and
 * React has drawn what they brought: what a learner ends up seeing, not a moment before a toast.
 */
async function settledText(page: Page, inFlight: Set<unknown>) {
  const frames = () =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    )
  await frames()
  await expect.poll(() => inFlight.size).toBe(0)
  await frames()
  return page.evaluate(() => document.body.innerText)
}

/** A status code on screen: "Error: 401", "Error: 400", "Server error: 503"... */
const STATUS_CODE = /Error:|\b(4\d\d|5\d\d)\b/

/** The store's list of items, and one card in it by title. */
const storeItems = (page: Page) => page.getByRole('list', { name: 'Store items' })

/** The figure of one of the store's stat cards: the text just before its label. */
const storeStat = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Store at a glance' })
    .getByText(label, { exact: true })
    .locator('xpath=preceding-sibling::*[1]')

test.describe('confirmations are seen', () => {
  test('on a scrolled page the contact form says it sent the message in place, and the toast sits in the window', async ({
    page,
  }) => {
    await page.goto('/home/contact')
    const email = uniqueEmail('trust-contact')
    await page.getByLabel('Full name').fill('Kavya Rao')
    await page.getByLabel(/^Email/).fill(email)
    await page.getByLabel('Subject').selectOption('courses')
    await page.getByLabel(/^Message/).fill(`Is there a weekend batch? (${email})`)
    await page.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 200))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)

    // the API mails the provider and the sender before it answers: slow on a busy machine,
    // and the success toast stays only 2 s once it is there
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/contact/contactus'),
      { timeout: 30_000 }
    )
    await page.getByRole('button', { name: 'Send Message' }).click()
    const answer = await answered
    expect(answer.status()).toBe(200)
    const sent = toast(page, 'Message sent successfully!')
    await expect(sent).toBeVisible()
    expect(await insideWindow(page, sent)).toEqual(ALL_INSIDE)

    // and where the learner is looking: beside the button just pressed
    const note = page.getByRole('main').getByRole('status').filter({
      hasText: 'Message sent successfully!',
    })
    await expect(note).toBeVisible()
    expect(await insideWindow(page, note)).toEqual(ALL_INSIDE)
    await expect(page.getByLabel(/^Message/)).toHaveValue('')

    // a full-page picture of a scrolled page draws the sticky top bar halfway down
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshotState(page, 'trust-contact-sent')
  })

  test('a free item got on a scrolled store page says so on its card and in a toast in the window', async ({
    page,
  }) => {
    const learner = await createLearner(page)
    await signInByApi(page, learner)
    await page.setViewportSize({ width: 375, height: 800 })
    // newest first: the page's free items are spread down the list
    await page.goto('/home/store')
    const freeCards = storeItems(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Get Free' }) })
    await expect(freeCards.first()).toBeVisible()
    const chosen = freeCards.last()
    const title = (await chosen.getByRole('heading', { level: 3 }).textContent())!
    const card = storeItems(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    await card.getByRole('button', { name: 'Get Free' }).click()
    await page
      .getByRole('dialog', { name: 'Get Free Content' })
      .getByRole('button', { name: 'Get it free' })
      .click()

    const added = toast(page, `"${title}" is now in your library.`)
    await expect(added).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    expect(await insideWindow(page, added)).toEqual(ALL_INSIDE)
    await expect(card.getByRole('status')).toHaveText(/Added to your library/)
    await expect(card.getByRole('button', { name: 'Access' })).toBeVisible()
    await card.scrollIntoViewIfNeeded()
    await screenshot(page, 'trust-store-added', { fullPage: false })
  })
})

test.describe('refusals are said once, in words', () => {
  test('a wrong password: the form says so, no status toast, no code', async ({ page }) => {
    await page.goto('/login')
    const requests = trackRequests(page)
    const form = loginForm(page)
    // an address nobody has: the same refusal, without using up a real account's attempts
    await form.email.fill(uniqueEmail('trust-login'))
    await form.password.fill('Not-the@password1')
    await form.submit.click()

    await expect(page.getByText('Invalid email or password')).toBeVisible()
    const text = await settledText(page, requests)
    expect(text).not.toMatch(STATUS_CODE)
    expect(text.split('Invalid email or password')).toHaveLength(2)
    await screenshotState(page, 'trust-login-error')
  })
})

test.describe('the code step', () => {
  async function startSignUp(page: Page, email: string) {
    await page.goto('/login')
    await page.getByRole('tab', { name: 'Register' }).click()
    const form = page.getByRole('tabpanel').filter({ visible: true })
    await form.getByLabel('First Name').fill('Ira')
    await form.getByLabel('Last Name').fill('Sen')
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Password', { exact: true }).fill('Fresh@2468')
    await form.getByLabel('Confirm Password').fill('Fresh@2468')
    await form.getByLabel('Contact Number').fill('9876543210')
    await form.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible()
  }

  const box = (page: Page, index: number) => page.getByLabel(`Digit ${index + 1} of 6`)
  const boxValues = (page: Page) =>
    Promise.all(Array.from({ length: 6 }, (_, index) => box(page, index).inputValue()))
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  /** Counts the codes sent to the server from now on. */
  function countVerifications(page: Page) {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/signup')) {
        sent.push((request.postDataJSON() as { otp: string }).otp)
      }
    })
    return sent
  }

  /** A paste as the browser delivers it, with the text on the clipboard event. */
  async function paste(target: Locator, text: string) {
    await target.evaluate((element, pasted) => {
      const data = new DataTransfer()
      data.setData('text/plain', pasted)
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
      )
    }, text)
  }

  test('after a wrong code: cleared boxes, the first focused, tries left; a mix is never sent; a pasted code is', async ({
    page,
    mailbox,
  }) => {
    const email = uniqueEmail('trust-otp')
    const since = Date.now()
    await startSignUp(page, email)
    const code = await mailbox.waitForSignupCode(email, { since })
    const sent = countVerifications(page)
    const requests = trackRequests(page)

    await box(page, 0).click()
    await page.keyboard.type(wrong(code))
    await expect(page.getByText(/4 tries left/)).toBeVisible()
    expect(await boxValues(page)).toEqual(['', '', '', '', '', ''])
    await expect(box(page, 0)).toBeFocused()
    expect(await settledText(page, requests)).not.toMatch(STATUS_CODE)
    await screenshotState(page, 'trust-otp-wrong-code')

    // typing straight on: five digits are not a code, whatever the boxes held before
    await page.keyboard.type(code.slice(0, 5))
    await expect(page.getByRole('button', { name: 'Verify & Register' })).toBeDisabled()
    expect(sent).toEqual([wrong(code)])

    // the mailed code pasted as a mail client copies it, with spaces and a dash
    await paste(box(page, 0), ` ${code.slice(0, 3)}-${code.slice(3)} `)
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
    expect(sent).toEqual([wrong(code), code])
    await expect(loginForm(page).email).toHaveValue(email)
  })

  test('after the last wrong try the step says when a new code can be asked for, and sends no more', async ({
    page,
    mailbox,
  }) => {
    const email = uniqueEmail('trust-lock')
    const since = Date.now()
    await startSignUp(page, email)
    const code = await mailbox.waitForSignupCode(email, { since })
    const sent = countVerifications(page)
    const requests = trackRequests(page)

    await box(page, 0).click()
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(box(page, 0)).toBeFocused()
      await page.keyboard.type(wrong(code))
      await expect.poll(() => sent.length).toBe(attempt)
      const left = 5 - attempt
      if (left > 0) {
        await expect(page.getByText(`${left} ${left === 1 ? 'try' : 'tries'} left`)).toBeVisible()
      }
    }
    await expect(page.getByText(/No tries left for this code/)).toBeVisible()
    // the mail limit allows one code every 30 s: the step counts down to it
    await expect(page.getByText(/You can ask for a new code in 0:[0-3]\d/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Verify & Register' })).toBeDisabled()
    await expect(box(page, 0)).toBeDisabled()
    expect(sent).toHaveLength(5)
    expect(await settledText(page, requests)).not.toMatch(STATUS_CODE)
    await screenshotState(page, 'trust-otp-no-tries-left')
  })
})

test.describe('store figures', () => {
  test('Free Resources counts the whole listing on every page, and 0 when nothing matches', async ({
    page,
  }) => {
    // the demo data: 28 published items, 6 of them free, 12 to a page
    await page.goto('/home/store')
    await expect(page.getByText('Page 1 of 3')).toBeVisible()
    await expect(storeStat(page, 'Total Books')).toHaveText('28')
    await expect(storeStat(page, 'Free Resources')).toHaveText('6')
    for (const pageNumber of [2, 3]) {
      await page.getByRole('button', { name: 'Next page' }).click()
      await expect(page.getByText(`Page ${pageNumber} of 3`)).toBeVisible()
      await expect(storeStat(page, 'Current Page')).toHaveText(String(pageNumber))
      await expect(storeStat(page, 'Free Resources')).toHaveText('6')
      await expect(storeStat(page, 'Total Books')).toHaveText('28')
    }

    // under a filter: the free items of that filter
    await page.goto('/home/store?category=Books')
    await expect(page.getByText(/^Showing \d+ of \d+ results$/)).toBeVisible()
    const shown = await page.getByText(/^Showing \d+ of \d+ results$/).textContent()
    const total = shown!.match(/of (\d+) results/)![1]
    await expect(storeStat(page, 'Total Books')).toHaveText(total)

    await page.goto('/home/store?search=no%20such%20material%20anywhere')
    await expect(page.getByText('No books found')).toBeVisible()
    await expect(storeStat(page, 'Total Books')).toHaveText('0')
    await expect(storeStat(page, 'Free Resources')).toHaveText('0')

    await page.goto('/home/store?page=2')
    await expect(storeStat(page, 'Free Resources')).toHaveText('6')
    await screenshotEveryLook(page, 'trust-store-stats', { widths: LOOKS })
    // the figures as the window first shows them (a phone's full page is 7,000 px long)
    for (const theme of ['dark', 'light'] as Theme[]) {
      await setTheme(page, theme)
      for (const width of LOOKS) {
        await page.setViewportSize({ width, height: 800 })
        await expect(storeStat(page, 'Free Resources')).toHaveText('6')
        await screenshot(page, 'trust-store-stats-window', { fullPage: false })
      }
    }
  })
})
