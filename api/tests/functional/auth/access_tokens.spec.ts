import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory, USER_FACTORY_PASSWORD } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { API, statusOf } from '#tests/functional/auth/helpers'
import { Browser, signedInBrowser } from '#tests/support/browser'

const TOKENS = `${API}/auth/tokens`
const INVALID = { success: false, message: 'Invalid email or password' }

/** A desktop app: no cookie jar, only the bearer token. */
function desktop(token: string) {
  const headers = { authorization: `Bearer ${token}` }
  return {
    post: (path: string, json: unknown = {}) =>
      new Browser().request('POST', path, { json, headers, xsrf: false }),
    delete: (path: string) => new Browser().request('DELETE', path, { headers, xsrf: false }),
  }
}

test.group('POST /auth/tokens', (group) => {
  withCleanDatabase(group)

  test('answers 201 with a bearer token and the user', async ({ client, assert }) => {
    const user = await UserFactory.apply('admin').create()

    const response = await client
      .post(TOKENS)
      .json({ email: user.email, password: USER_FACTORY_PASSWORD, deviceName: 'Office PC' })
      .withCsrfToken()

    response.assertStatus(201)
    const body = response.body()
    assert.equal(body.success, true)
    assert.isString(body.message)
    assert.match(body.token, /^psk_\S{20,}$/)
    assert.containsSubset(body.user, { _id: user.id, email: user.email, accountType: 'Admin' })
    assert.notProperty(body.user, 'password')
    assert.notInclude(JSON.stringify(body), user.password!)
    const expiresIn = Date.parse(body.expiresAt) - Date.now()
    assert.closeTo(expiresIn, 30 * 24 * 3600 * 1000, 60_000)

    // stored hashed, under the device's name
    const rows = await db.from('auth_access_tokens').where('tokenable_id', user.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].name, 'Office PC')
    assert.notInclude(JSON.stringify(rows), body.token)
    assert.notInclude(JSON.stringify(rows), body.token.split('.').at(-1))
    // it does not start a cookie session
    assert.notProperty(response.session(), 'auth_web')
  })

  test('a wrong password or unknown address gets 401', async ({ client }) => {
    const user = await UserFactory.create()

    for (const credentials of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: USER_FACTORY_PASSWORD },
    ]) {
      const response = await client.post(TOKENS).json(credentials).withCsrfToken()
      response.assertStatus(401)
      response.assertBody(INVALID)
    }
    const rows = await db.from('auth_access_tokens')
    if (rows.length) throw new Error('a token was created for bad credentials')
  })

  test('a Google-only account cannot get a token with a password', async ({ client }) => {
    const user = await UserFactory.apply('google').merge({ password: null }).create()

    const response = await client
      .post(TOKENS)
      .json({ email: user.email, password: 'anything' })
      .withCsrfToken()

    response.assertStatus(401)
  })

  test('a client without cookies (the desktop app) can ask for a token', async ({ assert }) => {
    const user = await UserFactory.create()

    const response = await new Browser().post(
      TOKENS,
      { email: user.email, password: USER_FACTORY_PASSWORD },
      { xsrf: false }
    )

    assert.equal(response.status, 201, JSON.stringify(response.body))
  })

  test('checks the fields with 422', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post(TOKENS)
      .json({ email: user.email, password: USER_FACTORY_PASSWORD, deviceName: 'x'.repeat(101) })
      .withCsrfToken()

    response.assertStatus(422)
    assert.deepEqual(response.body().errors[0], {
      field: 'deviceName',
      message: 'Device name must not exceed 100 characters',
      rule: 'maxLength',
    })
  })

  test('shares the sign-in failure limit with /auth/login', async ({ client }) => {
    const user = await UserFactory.create()

    for (let failure = 1; failure <= 5; failure++) {
      await client.post(TOKENS).json({ email: user.email, password: 'wrong' }).withCsrfToken()
      await client
        .post(`${API}/auth/login`)
        .json({ email: user.email, password: 'wrong' })
        .withCsrfToken()
    }

    for (const path of [TOKENS, `${API}/auth/login`]) {
      const response = await client
        .post(path)
        .json({ email: user.email, password: USER_FACTORY_PASSWORD })
        .withCsrfToken()
      response.assertStatus(429)
    }
  })
})

test.group('Bearer tokens', (group) => {
  withCleanDatabase(group)

  async function issueToken(email: string) {
    const browser = new Browser()
    await browser.visit()
    const response = await browser.post(TOKENS, {
      email,
      password: USER_FACTORY_PASSWORD,
    })
    if (response.status !== 201) throw new Error(`token refused: ${response.status}`)
    return response.body.token as string
  }

  test('authenticate calls without cookies or CSRF token', async ({ assert }) => {
    const user = await UserFactory.create()
    const app = desktop(await issueToken(user.email))

    const validate = await app.post(`${API}/auth/validate`)
    assert.equal(validate.status, 200)
    assert.equal(validate.body.user._id, user.id)

    const courses = await app.post(`${API}/profile/getEnrolledCourses`)
    assert.equal(courses.status, 200)
    assert.deepInclude(courses.body, { success: true, courses: [] })
  })

  test('DELETE /auth/tokens/current revokes the token in use only', async ({ assert }) => {
    const user = await UserFactory.create()
    const office = desktop(await issueToken(user.email))
    const home = desktop(await issueToken(user.email))

    const revoke = await office.delete(`${API}/auth/tokens/current`)

    assert.equal(revoke.status, 200)
    assert.equal(revoke.body.success, true)
    assert.equal(await statusOf(office.post(`${API}/auth/validate`)), 401)
    assert.equal(await statusOf(office.delete(`${API}/auth/tokens/current`)), 401)
    assert.equal(await statusOf(home.post(`${API}/auth/validate`)), 200)
    const rows = await db.from('auth_access_tokens').where('tokenable_id', user.id)
    assert.lengthOf(rows, 1)
  })

  test('POST /auth/logout with a token revokes that token', async ({ assert }) => {
    const user = await UserFactory.create()
    const app = desktop(await issueToken(user.email))

    const logout = await app.post(`${API}/auth/logout`)

    assert.equal(logout.status, 200)
    assert.deepEqual(logout.body, { success: true, message: 'Logout successful' })
    assert.equal(await statusOf(app.post(`${API}/auth/validate`)), 401)
  })

  test('DELETE /auth/tokens/current without a token answers 401', async ({ client }) => {
    const user = await UserFactory.create()

    const bare = await client.delete(`${API}/auth/tokens/current`).withCsrfToken()
    bare.assertStatus(401)
    bare.assertBody({ success: false, message: 'Please sign in to continue' })

    // a browser session is no token
    const session = await client.delete(`${API}/auth/tokens/current`).loginAs(user).withCsrfToken()
    session.assertStatus(401)
  })

  test('an expired token is refused', async ({ assert }) => {
    const user = await UserFactory.create()
    const app = desktop(await issueToken(user.email))
    await db.from('auth_access_tokens').update({ expires_at: new Date(Date.now() - 1000) })

    assert.equal(await statusOf(app.post(`${API}/auth/validate`)), 401)
  })

  test('tokens die with their user', async ({ assert }) => {
    const user = await UserFactory.create()
    const app = desktop(await issueToken(user.email))
    await user.delete()

    assert.equal(await statusOf(app.post(`${API}/auth/validate`)), 401)
  })

  test('a bogus token next to a valid session cookie is refused', async ({ assert }) => {
    const user = await UserFactory.create()
    const browser = await signedInBrowser(user.email, USER_FACTORY_PASSWORD)
    assert.equal(await statusOf(browser.post(`${API}/auth/validate`)), 200)

    for (const bogus of ['psk_bogus', 'Bearer', 'psk_MQ.aGVsbG8']) {
      const headers = { authorization: `Bearer ${bogus}` }
      for (const path of ['/auth/validate', '/profile/getEnrolledCourses', '/auth/logout']) {
        const response = await browser.request('POST', `${API}${path}`, { json: {}, headers })
        assert.equal(response.status, 401, `${path} with ${bogus}`)
        assert.equal(response.body.success, false)
        assert.notProperty(response.body, 'user')
      }
      const revoke = await browser.request('DELETE', `${API}/auth/tokens/current`, { headers })
      assert.equal(revoke.status, 401)
    }
    // the session itself was left alone
    assert.equal(await statusOf(browser.post(`${API}/auth/validate`)), 200)
  })

  test('the same holds for the test client (session + bogus token)', async ({ client }) => {
    const user = await UserFactory.create()

    const response = await client
      .post(`${API}/auth/validate`)
      .loginAs(user)
      .bearerToken('psk_bogus')

    response.assertStatus(401)
  })

  test('another user token cannot be revoked by guessing', async ({ assert }) => {
    const owner = await UserFactory.create()
    const attacker = await UserFactory.create()
    const ownerApp = desktop(await issueToken(owner.email))
    const attackerApp = desktop(await issueToken(attacker.email))

    assert.equal(await statusOf(attackerApp.delete(`${API}/auth/tokens/current`)), 200)
    assert.equal(await statusOf(ownerApp.post(`${API}/auth/validate`)), 200)
  })
})
