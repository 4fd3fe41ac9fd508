import { test } from '@japa/runner'
import { throttles } from '#core/services/throttles'
import { UserFactory, USER_FACTORY_PASSWORD } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { API, CLIENT_IP, SESSION_COOKIE, consumed } from '#tests/functional/auth/helpers'
import { Browser } from '#tests/support/browser'

const LOGIN = `${API}/auth/login`
const INVALID = { success: false, message: 'Invalid email or password' }

test.group('POST /auth/login', (group) => {
  withCleanDatabase(group)

  test('signs in: 200, the user, and a session that validate accepts', async ({ assert }) => {
    const user = await UserFactory.create()
    const browser = new Browser()
    await browser.visit()

    const login = await browser.post(LOGIN, {
      email: user.email,
      password: USER_FACTORY_PASSWORD,
    })

    assert.equal(login.status, 200)
    assert.equal(login.body.success, true)
    assert.equal(login.body.message, 'Login successful!')
    assert.containsSubset(login.body.user, {
      _id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      accountType: 'Student',
    })
    assert.isString(browser.cookie(SESSION_COOKIE))
    const setCookie = login.headers.getSetCookie().find((line) => line.startsWith(SESSION_COOKIE))
    assert.match(setCookie!, /HttpOnly/i)
    assert.match(setCookie!, /SameSite=Lax/i)

    const validate = await browser.post(`${API}/auth/validate`)
    assert.equal(validate.status, 200)
    assert.equal(validate.body.success, true)
    assert.equal(validate.body.user._id, user.id)
    assert.equal(validate.body.user.email, user.email)
  })

  test('never answers the password hash', async ({ client, assert }) => {
    const user = await UserFactory.create()

    const response = await client
      .post(LOGIN)
      .json({ email: user.email, password: USER_FACTORY_PASSWORD })
      .withCsrfToken()

    response.assertStatus(200)
    const text = JSON.stringify(response.body())
    assert.notInclude(text, user.password!)
    assert.notInclude(text, '$scrypt')
    assert.notInclude(text, USER_FACTORY_PASSWORD)
    assert.notProperty(response.body().user, 'password')
    assert.notProperty(response.body(), 'token')
  })

  test('gives a new session id at sign-in', async ({ assert }) => {
    const user = await UserFactory.create()
    const browser = new Browser()
    await browser.visit()
    const before = browser.cookie(SESSION_COOKIE)
    assert.isString(before)
    const beforeSignIn = browser.clone()

    const login = await browser.post(LOGIN, {
      email: user.email,
      password: USER_FACTORY_PASSWORD,
    })

    assert.equal(login.status, 200)
    assert.notEqual(browser.cookie(SESSION_COOKIE), before)
    // the id from before the sign-in did not become a signed-in session
    // (the old browser reloads first, so CSRF does not hide the answer)
    await beforeSignIn.visit()
    const fixated = await beforeSignIn.post(`${API}/auth/validate`)
    assert.equal(fixated.status, 401)
    assert.notProperty(fixated.body, 'user')
  })

  test('the address is matched without regard to case', async ({ client }) => {
    const user = await UserFactory.merge({ email: 'asha@example.com' }).create()

    const response = await client
      .post(LOGIN)
      .json({ email: ' Asha@EXAMPLE.com', password: USER_FACTORY_PASSWORD })
      .withCsrfToken()

    response.assertStatus(200)
    response.assertBodyContains({ user: { _id: user.id } })
  })

  test('a wrong password gets 401 "Invalid email or password"', async ({ client, assert }) => {
    const user = await UserFactory.create()

    const response = await client
      .post(LOGIN)
      .json({ email: user.email, password: 'not-the-password' })
      .withCsrfToken()

    response.assertStatus(401)
    response.assertBody(INVALID)
    assert.notProperty(response.session(), 'auth_web')
  })

  test('an unknown address gets the same 401 answer', async ({ client }) => {
    await UserFactory.create()

    const response = await client
      .post(LOGIN)
      .json({ email: 'nobody@example.com', password: USER_FACTORY_PASSWORD })
      .withCsrfToken()

    response.assertStatus(401)
    response.assertBody(INVALID)
  })

  test('a Google-only account (no password) gets the same 401 answer', async ({ client }) => {
    const user = await UserFactory.apply('google').merge({ password: null }).create()

    for (const password of ['', 'anything', 'null']) {
      const response = await client
        .post(LOGIN)
        .json({ email: user.email, password })
        .withCsrfToken()
      response.assertStatus(password === '' ? 422 : 401)
      if (password !== '') response.assertBody(INVALID)
    }
  })

  test('missing fields get 422 with field messages', async ({ client, assert }) => {
    const response = await client.post(LOGIN).json({}).withCsrfToken()

    response.assertStatus(422)
    assert.deepEqual(
      response.body().errors.map((error: any) => [error.field, error.message]),
      [
        ['email', 'Invalid email address'],
        ['password', 'Password is required'],
      ]
    )
    for (const body of [
      [],
      { email: ['a@b.co'], password: 'x' },
      { email: 'a@b.co', password: {} },
    ]) {
      const odd = await client
        .post(LOGIN)
        .json(body as object)
        .withCsrfToken()
      odd.assertStatus(422)
    }
  })

  test('refuses a call without the CSRF token with 403 JSON', async ({ client, assert }) => {
    const user = await UserFactory.create()

    const response = await client
      .post(LOGIN)
      .json({ email: user.email, password: USER_FACTORY_PASSWORD })

    response.assertStatus(403)
    assert.equal(response.body().success, false)
    assert.isString(response.body().message)
    assert.notProperty(response.body(), 'user')
    assert.notProperty(response.session(), 'auth_web')
  })

  test('refuses a forged XSRF header with 403', async ({ assert }) => {
    const user = await UserFactory.create()
    const browser = new Browser()
    await browser.visit()

    const response = await browser.request('POST', LOGIN, {
      json: { email: user.email, password: USER_FACTORY_PASSWORD },
      xsrf: false,
      headers: { 'x-xsrf-token': 'e:forged' },
    })

    assert.equal(response.status, 403)
    assert.equal(response.body.success, false)
  })
})

test.group('POST /auth/login rate limits', (group) => {
  withCleanDatabase(group)

  test('10 failures for one address lock it out, even with the right password', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()

    for (let failure = 1; failure <= 10; failure++) {
      const response = await client
        .post(LOGIN)
        .json({ email: user.email, password: `wrong-${failure}` })
        .withCsrfToken()
      response.assertStatus(401)
    }

    const locked = await client
      .post(LOGIN)
      .json({ email: user.email, password: USER_FACTORY_PASSWORD })
      .withCsrfToken()
    locked.assertStatus(429)
    assert.equal(locked.body().success, false)
    assert.equal(
      locked.body().message,
      'Too many failed sign-in attempts. Please try again in 15 minute(s).'
    )
    const retryAfter = Number(locked.header('retry-after'))
    assert.isAbove(retryAfter, 14 * 60)
    assert.isAtMost(retryAfter, 15 * 60)
    assert.notProperty(locked.body(), 'user')
    assert.notProperty(locked.session(), 'auth_web')

    // another account from the same address is not locked
    const fine = await client
      .post(LOGIN)
      .json({ email: other.email, password: USER_FACTORY_PASSWORD })
      .withCsrfToken()
    fine.assertStatus(200)

    // the lock lifts when its window has passed
    await throttles.loginPerAccount().delete(`login:${user.email}:${CLIENT_IP}`)
    const later = await client
      .post(LOGIN)
      .json({ email: user.email, password: USER_FACTORY_PASSWORD })
      .withCsrfToken()
    later.assertStatus(200)
  })

  test('the 9th failure still leaves the right password working', async ({ client }) => {
    const user = await UserFactory.create()
    for (let failure = 1; failure <= 9; failure++) {
      await client.post(LOGIN).json({ email: user.email, password: 'wrong' }).withCsrfToken()
    }

    const response = await client
      .post(LOGIN)
      .json({ email: user.email, password: USER_FACTORY_PASSWORD })
      .withCsrfToken()
    response.assertStatus(200)
  })

  test('parallel wrong passwords cannot exceed the 10 failures', async ({ client, assert }) => {
    const user = await UserFactory.create()

    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        client
          .post(LOGIN)
          .json({ email: user.email, password: `guess-${i}` })
          .withCsrfToken()
      )
    )

    const statuses = answers.map((answer) => answer.status())
    assert.equal(statuses.filter((status) => status === 401).length, 10, statuses.join(','))
    assert.equal(statuses.filter((status) => status === 429).length, 15, statuses.join(','))

    const right = await client
      .post(LOGIN)
      .json({ email: user.email, password: USER_FACTORY_PASSWORD })
      .withCsrfToken()
    right.assertStatus(429)
  }).timeout(20_000)

  test('successful sign-ins do not count: 15 in a row all pass', async ({ client, assert }) => {
    const user = await UserFactory.create()

    for (let i = 1; i <= 15; i++) {
      const response = await client
        .post(LOGIN)
        .json({ email: user.email, password: USER_FACTORY_PASSWORD })
        .withCsrfToken()
      assert.equal(response.status(), 200, `sign-in ${i}`)
    }
    assert.equal(await throttles.loginPerIp().remaining(`login:${CLIENT_IP}`), 100)
    const accountKey = `login:${user.email}:${CLIENT_IP}`
    assert.equal(await throttles.loginPerAccount().remaining(accountKey), 10)
  })

  test('100 failures from one IP across addresses block that IP', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const perIp = throttles.loginPerIp()

    // real failures for different addresses add up on the IP's counter
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      const response = await client.post(LOGIN).json({ email, password: 'wrong' }).withCsrfToken()
      response.assertStatus(401)
    }
    assert.equal(await consumed(perIp, `login:${CLIENT_IP}`), 3)

    // the next 96 are pre-counted, leaving one
    await perIp.set(`login:${CLIENT_IP}`, 99, '15 mins')
    const hundredth = await client
      .post(LOGIN)
      .json({ email: 'd@example.com', password: 'wrong' })
      .withCsrfToken()
    hundredth.assertStatus(401)
    assert.isTrue(await perIp.isBlocked(`login:${CLIENT_IP}`))

    for (const [email, password] of [
      ['e@example.com', 'wrong'],
      [user.email, USER_FACTORY_PASSWORD],
    ]) {
      const blocked = await client.post(LOGIN).json({ email, password }).withCsrfToken()
      blocked.assertStatus(429)
      assert.equal(blocked.body().success, false)
      assert.notProperty(blocked.body(), 'user')
    }
  })
})
