import {
  DEMO_LEARNER,
  expect,
  loginForm,
  screenshotEveryLook,
  signIn,
  signOut,
  test,
} from './support/index.ts'

test('the demo learner signs in and out through the UI', async ({ page }) => {
  await page.goto('/login')
  await screenshotEveryLook(page, 'login')

  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password)
  await expect(page).toHaveURL(/\/home$/)
  const fullName = `${DEMO_LEARNER.firstName} ${DEMO_LEARNER.lastName}`
  await expect(page.getByText(fullName).first()).toBeVisible()

  // the session survives a reload: the app asks the server who is signed in on start
  await page.reload()
  await expect(page.getByText(fullName).first()).toBeVisible()

  await signOut(page)
  await expect(page.getByText(fullName)).toHaveCount(0)
  await page.goto('/home/user')
  await expect(page).toHaveURL(/\/login$/)
})

test('a wrong password keeps the visitor on /login with the message', async ({ page }) => {
  await page.goto('/login')
  const form = loginForm(page)
  await form.email.fill(DEMO_LEARNER.email)
  await form.password.fill('Wrong@12345')
  await form.submit.click()
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
