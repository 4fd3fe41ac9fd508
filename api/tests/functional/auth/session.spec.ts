import { test } from '@japa/runner'
import { UserFactory, USER_FACTORY_PASSWORD } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { API, SESSION_COOKIE, statusOf } from '#tests/functional/auth/helpers'
import { Browser, signedInBrowser } from '#tests/support/browser'

const VALIDATE = `${API}/auth/validate`
const LOGOUT = `${API}/auth/logout`
const SIGN_IN_FIRST = { success: false, message: 'Please sign in to continue' }

test.group('POST /auth/validate', (group) => {
  withCleanDatabase(group)

  test('answers 401 without a session', async ({ client }) => {
    const response = await client.post(VALIDATE).withCsrfToken()

    response.assertStatus(401)
    response.assertBody(SIGN_IN_FIRST)
  })

  test('answers 401 for a session that holds no user', async ({ client }) => {
    const response = await client.post(VALIDATE).withSession({ theme: 'dark' }).withCsrfToken()
    response.assertStatus(401)
  })

  test('answers 200 and the user for a signed-in session', async ({ client, assert }) => {
    const user = await UserFactory.merge({
      firstName: 'Asha',
      lastName: 'Verma',
      contactNumber: '9876543210',
    }).create()

    const response = await client.post(VALIDATE).loginAs(user).withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.success, true)
    assert.deepInclude(body.user, {
      _id: user.id,
      firstName: 'Asha',
      lastName: 'Verma',
      name: 'Asha Verma',
      email: user.email,
      accountType: 'Student',
      contactNumber: '9876543210',
      image: null,
    })
    assert.deepEqual(body.user.additionalDetails, {
      dateOfBirth: null,
      contactNumber: '9876543210',
      about: null,
      gender: null,
      state: null,
    })
    assert.isArray(body.user.materials)
    assert.isString(body.user.createdAt)
    for (const secret of ['password', 'googleId', 'token', 'provider']) {
      assert.notProperty(body.user, secret)
    }
    assert.notInclude(JSON.stringify(body), user.password!)
  })

  test('tells an admin by accountType', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()

    const response = await client.post(VALIDATE).loginAs(admin).withCsrfToken()

    response.assertStatus(200)
    response.assertBodyContains({ user: { _id: admin.id, accountType: 'Admin' } })
  })

  test('answers 200 for a bearer token, without a CSRF token', async ({ client }) => {
    const user = await UserFactory.create()

    const response = await client.post(VALIDATE).withGuard('api').loginAs(user)

    response.assertStatus(200)
    response.assertBodyContains({ success: true, user: { _id: user.id } })
  })

  test('answers 401 once the user is gone', async ({ assert }) => {
    const user = await UserFactory.create()
    const browser = await signedInBrowser(user.email, USER_FACTORY_PASSWORD)
    await user.delete()

    const response = await browser.post(VALIDATE)
    assert.equal(response.status, 401)
  })
})

test.group('POST /auth/logout', (group) => {
  withCleanDatabase(group)

  test('answers 401 when not signed in', async ({ client }) => {
    const response = await client.post(LOGOUT).withCsrfToken()

    response.assertStatus(401)
    response.assertBody(SIGN_IN_FIRST)
  })

  test('ends the session on the server', async ({ assert }) => {
    const user = await UserFactory.create()
    const browser = await signedInBrowser(user.email, USER_FACTORY_PASSWORD)
    // what a stolen copy of the cookies would hold
    const copy = browser.clone()
    assert.equal(await statusOf(browser.post(VALIDATE)), 200)

    const logout = await browser.post(LOGOUT)

    assert.equal(logout.status, 200)
    assert.deepEqual(logout.body, { success: true, message: 'Logout successful' })
    assert.notEqual(browser.cookie(SESSION_COOKIE), copy.cookie(SESSION_COOKIE))
    const after = await browser.post(VALIDATE)
    assert.equal(after.status, 401)
    assert.deepEqual(after.body, SIGN_IN_FIRST)

    // the old cookie is dead too, not just dropped by this browser
    await copy.visit()
    const replay = await copy.post(VALIDATE)
    assert.equal(replay.status, 401)
  })

  test('ends only this session, not other devices', async ({ assert }) => {
    const user = await UserFactory.create()
    const laptop = await signedInBrowser(user.email, USER_FACTORY_PASSWORD)
    const phone = await signedInBrowser(user.email, USER_FACTORY_PASSWORD)
    assert.notEqual(laptop.cookie(SESSION_COOKIE), phone.cookie(SESSION_COOKIE))

    assert.equal(await statusOf(laptop.post(LOGOUT)), 200)

    assert.equal(await statusOf(laptop.post(VALIDATE)), 401)
    assert.equal(await statusOf(phone.post(VALIDATE)), 200)
  })

  test('needs the CSRF token, so a foreign page cannot sign a learner out', async ({ assert }) => {
    const user = await UserFactory.create()
    const browser = await signedInBrowser(user.email, USER_FACTORY_PASSWORD)

    const forged = await browser.request('POST', LOGOUT, { json: {}, xsrf: false })

    assert.equal(forged.status, 403)
    assert.equal(forged.body.success, false)
    assert.equal(await statusOf(browser.post(VALIDATE)), 200)
  })

  test('a new sign-in works after logging out', async ({ assert }) => {
    const user = await UserFactory.create()
    const browser = await signedInBrowser(user.email, USER_FACTORY_PASSWORD)
    await browser.post(LOGOUT)

    const again = await browser.post(`${API}/auth/login`, {
      email: user.email,
      password: USER_FACTORY_PASSWORD,
    })

    assert.equal(again.status, 200)
    assert.equal(await statusOf(browser.post(VALIDATE)), 200)
  })

  test('answers 401 to a visitor holding a valid CSRF token', async ({ assert }) => {
    const browser = new Browser()
    await browser.visit()
    const response = await browser.post(LOGOUT)
    assert.equal(response.status, 401)
  })
})
