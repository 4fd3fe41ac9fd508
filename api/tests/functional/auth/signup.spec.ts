import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import User from '#accounts/models/user'
import { OTP_MESSAGES } from '#accounts/services/otp_service'
import { throttles } from '#core/services/throttles'
import { UserFactory, USER_FACTORY_PASSWORD } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import {
  API,
  failedAttempts,
  fieldMessages,
  otherCode,
  otpRow,
  requestCode,
  signupPayload,
  userCount,
  withFakeMail,
} from '#tests/functional/auth/helpers'
import { Browser } from '#tests/support/browser'

const SIGNUP = `${API}/auth/signup`
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const EMAIL = 'asha@example.com'

test.group('POST /auth/signup', (group) => {
  withCleanDatabase(group)
  const fake = withFakeMail(group)

  test('creates a learner with the mailed code: 201 and the user', async ({ client, assert }) => {
    const otp = await requestCode(client, fake.mailer, EMAIL)

    const response = await client
      .post(SIGNUP)
      .json(signupPayload({ otp, firstName: '  Asha ', email: 'Asha@Example.com' }))
      .withCsrfToken()

    response.assertStatus(201)
    const body = response.body()
    assert.equal(body.success, true)
    assert.equal(body.message, 'Registration successful!')
    assert.match(body.user._id, UUID)
    assert.containsSubset(body.user, {
      firstName: 'Asha',
      lastName: 'Verma',
      email: EMAIL,
      accountType: 'Student',
      contactNumber: '9876543210',
    })
    assert.notProperty(body.user, 'password')
    assert.notProperty(body.user, 'googleId')
    assert.notProperty(body, 'token')

    const user = await User.findByOrFail('email', EMAIL)
    assert.equal(user.id, body.user._id)
    assert.notEqual(user.password, 'secret1')
    assert.isTrue(await hash.verify(user.password!, 'secret1'))
    assert.notInclude(JSON.stringify(body), user.password!)
    // the code is used up
    assert.isNull(await otpRow(EMAIL))
    // signing up does not sign in (the old client logs in afterwards)
    assert.notProperty(response.session(), 'auth_web')

    const login = await client
      .post(`${API}/auth/login`)
      .json({ email: EMAIL, password: 'secret1' })
      .withCsrfToken()
    login.assertStatus(200)
    assert.equal(login.body().user._id, body.user._id)
  })

  test('checks every field with the form messages', async ({ client, assert }) => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', 'First Name is required'],
      [{ firstName: '   ' }, 'firstName', 'First Name is required'],
      [{ firstName: undefined }, 'firstName', 'First Name is required'],
      [{ lastName: '' }, 'lastName', 'Last Name is required'],
      [{ lastName: undefined }, 'lastName', 'Last Name is required'],
      [{ email: 'asha@' }, 'email', 'Invalid email address'],
      [{ email: undefined }, 'email', 'Invalid email address'],
      [{ password: '12345' }, 'password', 'Password must be at least 6 characters long'],
      [{ password: undefined }, 'password', 'Password must be at least 6 characters long'],
      [
        { confirmPassword: '12345' },
        'confirmPassword',
        'Confirm Password must be at least 6 characters long',
      ],
      [
        { confirmPassword: undefined },
        'confirmPassword',
        'Confirm Password must be at least 6 characters long',
      ],
      [{ confirmPassword: 'secret2' }, 'confirmPassword', 'Passwords do not match'],
      [{ contactNumber: '98765' }, 'contactNumber', 'Contact number must be exactly 10 digits'],
      [
        { contactNumber: '98765432101' },
        'contactNumber',
        'Contact number must be exactly 10 digits',
      ],
      [
        { contactNumber: '98765abcde' },
        'contactNumber',
        'Contact number must be exactly 10 digits',
      ],
      [{ contactNumber: undefined }, 'contactNumber', 'Contact number must be exactly 10 digits'],
      [{ otp: '12345' }, 'otp', 'The code must be exactly 6 digits'],
      [{ otp: 'abcdef' }, 'otp', 'The code must be exactly 6 digits'],
    ]

    for (const [overrides, field, message] of cases) {
      const response = await client.post(SIGNUP).json(signupPayload(overrides)).withCsrfToken()
      const label = JSON.stringify(overrides)
      assert.equal(response.status(), 422, label)
      assert.equal(response.body().success, false, label)
      assert.deepEqual(fieldMessages(response.body())[field], [message], label)
      // a short password also fails the confirmation match, nothing else
      const others = Object.keys(fieldMessages(response.body())).filter((name) => name !== field)
      assert.includeMembers(field === 'password' ? ['confirmPassword'] : [], others, label)
      assert.equal(response.body().message, message, label)
    }
    assert.equal(await userCount(), 0)
  })

  test('reports every bad field of an empty form at once', async ({ client, assert }) => {
    const response = await client.post(SIGNUP).json({}).withCsrfToken()

    response.assertStatus(422)
    assert.deepEqual(fieldMessages(response.body()), {
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      email: ['Invalid email address'],
      password: ['Password must be at least 6 characters long'],
      confirmPassword: ['Confirm Password must be at least 6 characters long'],
      contactNumber: ['Contact number must be exactly 10 digits'],
      otp: ['The code must be exactly 6 digits'],
    })
  })

  test('a form error does not use up an attempt at the code', async ({ client, assert }) => {
    const otp = await requestCode(client, fake.mailer, EMAIL)

    for (let i = 0; i < 6; i++) {
      const response = await client
        .post(SIGNUP)
        .json(signupPayload({ otp, contactNumber: '123' }))
        .withCsrfToken()
      response.assertStatus(422)
    }

    assert.equal(await failedAttempts(EMAIL), 0)
    const response = await client.post(SIGNUP).json(signupPayload({ otp })).withCsrfToken()
    response.assertStatus(201)
  })

  test('refuses a wrong code with 400', async ({ client, assert }) => {
    const otp = await requestCode(client, fake.mailer, EMAIL)

    const response = await client
      .post(SIGNUP)
      .json(signupPayload({ otp: otherCode(otp) }))
      .withCsrfToken()

    response.assertStatus(400)
    response.assertBody({ success: false, message: OTP_MESSAGES.invalid, attemptsLeft: 4 })
    assert.equal(await failedAttempts(EMAIL), 1)
    assert.equal(await userCount(), 0)
  })

  test('refuses a code when none was asked for, with 400', async ({ client, assert }) => {
    const response = await client
      .post(SIGNUP)
      .json(signupPayload({ otp: '123456' }))
      .withCsrfToken()

    response.assertStatus(400)
    response.assertBody({ success: false, message: OTP_MESSAGES.expired })
    assert.equal(await userCount(), 0)
  })

  test('refuses an expired code with 400', async ({ client, assert }) => {
    const otp = await requestCode(client, fake.mailer, EMAIL)
    await db
      .from('email_otps')
      .where('email', EMAIL)
      .update({ expires_at: new Date(Date.now() - 1000) })

    const response = await client.post(SIGNUP).json(signupPayload({ otp })).withCsrfToken()

    response.assertStatus(400)
    response.assertBody({ success: false, message: OTP_MESSAGES.expired })
    assert.equal(await userCount(), 0)
  })

  test('accepts a code up to the end of its 300 s', async ({ client }) => {
    const otp = await requestCode(client, fake.mailer, EMAIL)
    await db
      .from('email_otps')
      .where('email', EMAIL)
      .update({ expires_at: new Date(Date.now() + 3000) })

    const response = await client.post(SIGNUP).json(signupPayload({ otp })).withCsrfToken()
    response.assertStatus(201)
  })

  test('a code works once', async ({ client, assert }) => {
    const otp = await requestCode(client, fake.mailer, EMAIL)
    const first = await client.post(SIGNUP).json(signupPayload({ otp })).withCsrfToken()
    first.assertStatus(201)

    const again = await client.post(SIGNUP).json(signupPayload({ otp })).withCsrfToken()
    again.assertStatus(400)
    again.assertBody({ success: false, message: OTP_MESSAGES.expired })
    assert.equal(await userCount(), 1)
  })

  test('a code is bound to the address it was mailed to', async ({ client, assert }) => {
    const otp = await requestCode(client, fake.mailer, EMAIL)

    const response = await client
      .post(SIGNUP)
      .json(signupPayload({ otp, email: 'mallory@example.com' }))
      .withCsrfToken()

    response.assertStatus(400)
    assert.equal(await userCount(), 0)
    assert.isOk(await otpRow(EMAIL))
  })

  test('after 5 wrong codes even the right one is refused (429)', async ({ client, assert }) => {
    const otp = await requestCode(client, fake.mailer, EMAIL)
    const wrong = signupPayload({ otp: otherCode(otp) })

    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await client.post(SIGNUP).json(wrong).withCsrfToken()
      response.assertStatus(400)
    }
    const sixth = await client.post(SIGNUP).json(wrong).withCsrfToken()
    sixth.assertStatus(429)

    const right = await client.post(SIGNUP).json(signupPayload({ otp })).withCsrfToken()
    right.assertStatus(429)
    assert.equal(right.body().success, false)
    assert.equal(right.body().message, OTP_MESSAGES.tooManyAttempts)
    assert.equal(await userCount(), 0)
  })

  test('a wrong code says how many tries are left; the last one says when a new code may be asked for', async ({
    client,
    assert,
  }) => {
    const otp = await requestCode(client, fake.mailer, EMAIL)
    const wrong = signupPayload({ otp: otherCode(otp) })

    const answers = []
    for (let attempt = 1; attempt <= 5; attempt++) {
      answers.push(await client.post(SIGNUP).json(wrong).withCsrfToken())
    }
    assert.deepEqual(
      answers.map((answer) => [answer.status(), answer.body().attemptsLeft]),
      [
        [400, 4],
        [400, 3],
        [400, 2],
        [400, 1],
        [400, 0],
      ]
    )
    // the message the old client reads is unchanged; only the last try says when to come back
    for (const answer of answers) assert.equal(answer.body().message, OTP_MESSAGES.invalid)
    for (const answer of answers.slice(0, 4)) assert.notProperty(answer.body(), 'retryAfter')
    // a code was just mailed: the next may be sent once the 30 s between mails have passed
    const last = answers[4].body().retryAfter
    assert.isAbove(last, 0)
    assert.isAtMost(last, 30)
  })

  test('a locked code answers 429 with when a new code may be asked for (body and Retry-After)', async ({
    client,
    assert,
  }) => {
    const otp = await requestCode(client, fake.mailer, EMAIL)
    await db.from('email_otps').where('email', EMAIL).update({ failed_attempts: 5 })

    const locked = await client.post(SIGNUP).json(signupPayload({ otp })).withCsrfToken()
    locked.assertStatus(429)
    const wait = locked.body().retryAfter
    assert.isAbove(wait, 0)
    assert.isAtMost(wait, 30)
    assert.equal(locked.header('retry-after'), String(wait))
    assert.deepEqual(locked.body(), {
      success: false,
      message: OTP_MESSAGES.tooManyAttempts,
      retryAfter: wait,
    })

    // once the address may have a new code, the lock says so: 0, nothing to wait for
    await throttles.mailPerAddressBurst().delete(`otp:${EMAIL}`)
    const now = await client.post(SIGNUP).json(signupPayload({ otp })).withCsrfToken()
    now.assertStatus(429)
    assert.equal(now.body().retryAfter, 0)
    assert.isUndefined(now.header('retry-after'))

    // five codes an hour: with the hour's allowance spent, the wait is the hour's
    for (let mail = 0; mail < 4; mail++) {
      await throttles.mailPerAddressBurst().delete(`otp:${EMAIL}`)
      await requestCode(client, fake.mailer, EMAIL)
    }
    await throttles.mailPerAddressBurst().delete(`otp:${EMAIL}`)
    await db.from('email_otps').where('email', EMAIL).update({ failed_attempts: 5 })
    const hourly = await client.post(SIGNUP).json(signupPayload({ otp })).withCsrfToken()
    assert.isAbove(hourly.body().retryAfter, 30)
    assert.isAtMost(hourly.body().retryAfter, 3600)
    const refused = await client.post(`${API}/auth/sendotp`).json({ email: EMAIL }).withCsrfToken()
    refused.assertStatus(429)
  })

  test('parallel wrong codes cannot exceed the 5 attempts', async ({ client, assert }) => {
    const otp = await requestCode(client, fake.mailer, EMAIL)
    // more parallel calls than the database pool has connections
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0')
    )

    const answers = await Promise.all(
      guesses.map((guess) =>
        client
          .post(SIGNUP)
          .json(signupPayload({ otp: guess }))
          .withCsrfToken()
      )
    )

    const statuses = answers.map((answer) => answer.status())
    assert.equal(statuses.filter((status) => status === 400).length, 5, statuses.join(','))
    assert.equal(statuses.filter((status) => status === 429).length, 25, statuses.join(','))
    assert.equal(await failedAttempts(EMAIL), 5)

    const right = await client.post(SIGNUP).json(signupPayload({ otp })).withCsrfToken()
    right.assertStatus(429)
    assert.equal(await userCount(), 0)
  }).timeout(10_000)

  test('the right code sent 12 times at once creates one account', async ({ client, assert }) => {
    const otp = await requestCode(client, fake.mailer, EMAIL)

    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        client.post(SIGNUP).json(signupPayload({ otp })).withCsrfToken()
      )
    )

    const statuses = answers.map((answer) => answer.status()).sort()
    assert.equal(statuses.filter((status) => status === 201).length, 1, statuses.join(','))
    for (const status of statuses) assert.oneOf(status, [201, 400, 429])
    assert.equal(await userCount(), 1)
  })

  test('a resent code replaces the old one', async ({ client, assert }) => {
    const first = await requestCode(client, fake.mailer, EMAIL)
    let second = first
    // the odds of the same code twice are one in a million; ask again then
    while (second === first) {
      await throttles.mailPerAddressBurst().delete(`otp:${EMAIL}`)
      second = await requestCode(client, fake.mailer, EMAIL)
    }

    const old = await client
      .post(SIGNUP)
      .json(signupPayload({ otp: first }))
      .withCsrfToken()
    old.assertStatus(400)
    assert.equal(await userCount(), 0)

    const fresh = await client
      .post(SIGNUP)
      .json(signupPayload({ otp: second }))
      .withCsrfToken()
    fresh.assertStatus(201)
  })

  test('a resent code starts with all 5 attempts', async ({ client }) => {
    const first = await requestCode(client, fake.mailer, EMAIL)
    for (let attempt = 1; attempt <= 5; attempt++) {
      await client
        .post(SIGNUP)
        .json(signupPayload({ otp: otherCode(first) }))
        .withCsrfToken()
    }
    await throttles.mailPerAddressBurst().delete(`otp:${EMAIL}`)
    const second = await requestCode(client, fake.mailer, EMAIL)

    const response = await client
      .post(SIGNUP)
      .json(signupPayload({ otp: second }))
      .withCsrfToken()
    response.assertStatus(201)
  })

  test('a taken address fails at the code step with 409', async ({ client, assert }) => {
    const existing = await UserFactory.merge({ email: EMAIL }).create()
    const otp = await requestCode(client, fake.mailer, EMAIL)

    const response = await client
      .post(SIGNUP)
      .json(
        signupPayload({
          otp,
          email: 'ASHA@example.com',
          password: 'hijack1',
          confirmPassword: 'hijack1',
        })
      )
      .withCsrfToken()

    response.assertStatus(409)
    assert.equal(response.body().success, false)
    assert.isString(response.body().message)
    assert.notProperty(response.body(), 'user')
    assert.equal(await userCount(), 1)
    await existing.refresh()
    assert.isTrue(await hash.verify(existing.password!, USER_FACTORY_PASSWORD))
  })

  test('ignores accountType and other server-owned fields in the body', async ({
    client,
    assert,
  }) => {
    const otp = await requestCode(client, fake.mailer, EMAIL)

    const response = await client
      .post(SIGNUP)
      .json(
        signupPayload({
          otp,
          accountType: 'Admin',
          role: 'Admin',
          _id: '00000000-0000-0000-0000-000000000001',
          id: '00000000-0000-0000-0000-000000000001',
          provider: 'google',
          googleId: '1234',
        })
      )
      .withCsrfToken()

    response.assertStatus(201)
    assert.equal(response.body().user.accountType, 'Student')
    const user = await User.findByOrFail('email', EMAIL)
    assert.equal(user.accountType, 'Student')
    assert.isFalse(user.isAdmin)
    assert.notEqual(user.id, '00000000-0000-0000-0000-000000000001')
    assert.equal(user.provider, 'email')
    assert.isNull(user.googleId)
  })

  test('answers bodies of the wrong shape with 4xx, never 500', async ({ client, assert }) => {
    const otp = await requestCode(client, fake.mailer, EMAIL)
    const bodies: unknown[] = [
      [],
      [signupPayload({ otp })],
      signupPayload({ otp: Number(otp) }),
      signupPayload({ otp: [otp] }),
      signupPayload({ otp: { $gt: '' } }),
      signupPayload({ otp, contactNumber: 9876543210 }),
      signupPayload({ otp, firstName: { first: 'Asha' } }),
      signupPayload({ otp, email: ['asha@example.com'] }),
      signupPayload({ otp, password: 123456, confirmPassword: 123456 }),
      signupPayload({ otp, password: null, confirmPassword: null }),
      signupPayload({ otp, firstName: 'A'.repeat(10_000) }),
      signupPayload({ otp, password: 'p'.repeat(10_000), confirmPassword: 'p'.repeat(10_000) }),
      signupPayload({ otp, email: `${'a'.repeat(10_000)}@example.com` }),
      signupPayload({ otp, firstName: true }),
    ]

    for (const body of bodies) {
      const response = await client
        .post(SIGNUP)
        .json(body as object)
        .withCsrfToken()
      const label = JSON.stringify(body).slice(0, 80)
      assert.isAtLeast(response.status(), 400, label)
      assert.isBelow(response.status(), 500, label)
      assert.equal(response.body().success, false, label)
      assert.isString(response.body().message, label)
    }

    const huge = await client
      .post(SIGNUP)
      .json(signupPayload({ otp, about: 'x'.repeat(2 * 1024 * 1024) }))
      .withCsrfToken()
    assert.equal(huge.status(), 413)
    assert.equal(huge.body().success, false)

    const browser = new Browser()
    await browser.visit()
    const notJson = await browser.request('POST', SIGNUP, {
      headers: { 'content-type': 'application/json' },
      body: '{"firstName": ',
    })
    assert.equal(notJson.status, 400)
    assert.deepEqual(notJson.body, {
      success: false,
      message: 'The request body is not valid JSON',
    })

    assert.equal(await userCount(), 0)
    // none of these touched the code
    assert.equal(await failedAttempts(EMAIL), 0)
  })
})
