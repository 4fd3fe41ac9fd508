import {
  apiPost,
  createLearner,
  expect,
  isSignedIn,
  signInAs,
  test,
  uniqueEmail,
} from './support/index.ts'

// The harness itself: mails reach the SMTP stand-in, and the helpers built on them work.
test.describe('harness', () => {
  test('a learner registered with the mailed code signs in through the UI', async ({ page }) => {
    const learner = await createLearner(page, { firstName: 'Mira' })
    await signInAs(page, learner)
    expect(await isSignedIn(page)).toBe(true)
  })

  test('the mailed reset link opens the reset-password screen', async ({
    page,
    mailbox,
    baseURL,
  }) => {
    const learner = await createLearner(page)
    const since = Date.now()
    const asked = await apiPost(page, '/auth/reset-password-token', { email: learner.email })
    expect(asked.status()).toBe(200)

    const link = await mailbox.waitForResetLink(learner.email, { since })
    expect(new URL(link).origin).toBe(new URL(baseURL!).origin)
    await page.goto(link)
    await expect(page).toHaveURL(/\/reset-password/)
  })

  test('an address nobody wrote to has no mail', async ({ mailbox }) => {
    expect(mailbox.all(uniqueEmail())).toEqual([])
  })
})
