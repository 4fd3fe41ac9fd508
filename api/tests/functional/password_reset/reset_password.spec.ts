import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import mail from '@adonisjs/mail/services/main'
import User from '#accounts/models/user'
import PasswordResetToken from '#accounts/models/password_reset_token'
import PasswordChangedMail from '#accounts/mails/password_changed_mail'
import { UserFactory, USER_FACTORY_PASSWORD } from '#database/factories/user_factory'
import { sha256, urlToken } from '#accounts/services/secret_token'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { Browser } from '#tests/support/browser'
import { failSending } from '#tests/support/mail'
import { NEW_PASSWORD, REQUEST_PATH, RESET_FAILED, RESET_PATH, resetTokenFor } from './helpers.js'

/** A reset token written straight to the table, as a mailed link would carry it. */
async function issueToken(user: User, expiresAt = DateTime.now().plus({ minutes: 15 })) {
  const token = urlToken()
  await PasswordResetToken.create({ userId: user.id, tokenHash: sha256(token), expiresAt })
  return token
}

async function passwordIs(user: User, password: string) {
  await user.refresh()
  return hash.verify(user.password!, password)
}

test.group('POST /api/v1/auth/reset-password', (group) => {
  withCleanDatabase(group)
  group.each.teardown(() => mail.restore())

  test('sets the new password from a mailed link: the old one stops working', async ({
    client,
    assert,
  }) => {
    const fake = mail.fake()
    const user = await UserFactory.merge({ email: 'kiran@example.com' }).create()
    await client.post(REQUEST_PATH).json({ email: user.email }).withCsrfToken()
    const token = resetTokenFor(fake, user.email)

    const response = await client
      .post(RESET_PATH)
      .json({ token, newPassword: NEW_PASSWORD })
      .withCsrfToken()

    response.assertStatus(200)
    response.assertBody({ success: true, message: 'Password reset successfully' })

    const oldLogin = await client
      .post('/api/v1/auth/login')
      .json({ email: user.email, password: USER_FACTORY_PASSWORD })
      .withCsrfToken()
    oldLogin.assertStatus(401)
    const newLogin = await client
      .post('/api/v1/auth/login')
      .json({ email: user.email, password: NEW_PASSWORD })
      .withCsrfToken()
    newLogin.assertStatus(200)
    newLogin.assertBodyContains({ success: true, user: { email: user.email } })

    const record = await PasswordResetToken.findByOrFail('tokenHash', sha256(token))
    assert.isNotNull(record.usedAt)
  })

  test('mails the learner that the password was changed', async ({ client, assert }) => {
    const fake = mail.fake()
    const user = await UserFactory.merge({ email: 'notify@example.com' }).create()
    const token = await issueToken(user)

    await client.post(RESET_PATH).json({ token, newPassword: NEW_PASSWORD }).withCsrfToken()

    fake.mails.assertSent(PasswordChangedMail, (sent) => sent.message.hasTo(user.email))
    assert.lengthOf(fake.mails.sent(), 1)
  })

  test('a failing password-changed mail does not undo or hide the reset', async ({
    client,
    assert,
    cleanup,
  }) => {
    mail.fake()
    cleanup(failSending(PasswordChangedMail))
    const user = await UserFactory.create()
    const token = await issueToken(user)

    const response = await client
      .post(RESET_PATH)
      .json({ token, newPassword: NEW_PASSWORD })
      .withCsrfToken()

    response.assertStatus(200)
    response.assertBody({ success: true, message: 'Password reset successfully' })
    assert.isTrue(await passwordIs(user, NEW_PASSWORD))
  })

  test('accepts passwords of exactly 8 and exactly 50 characters', async ({ client, assert }) => {
    mail.fake()
    const user = await UserFactory.create()

    for (const newPassword of ['Ab1!cdef', `Ab1!${'x'.repeat(46)}`]) {
      const token = await issueToken(user)
      const response = await client.post(RESET_PATH).json({ token, newPassword }).withCsrfToken()
      response.assertStatus(200)
      assert.isTrue(await passwordIs(user, newPassword))
    }
  })

  test('refuses a new password that breaks a rule ({message})')
    .with([
      { password: 'Ab1!xyz', message: 'Password must be at least 8 characters long' },
      { password: 'ABCDEFG1!', message: 'Password must contain at least one lowercase letter' },
      { password: 'abcdefg1!', message: 'Password must contain at least one uppercase letter' },
      { password: 'Abcdefgh!', message: 'Password must contain at least one number' },
      { password: 'Abcdefgh1', message: 'Password must contain at least one special character' },
      { password: `Ab1!${'x'.repeat(47)}`, message: 'Password must not exceed 50 characters' },
      { password: null, message: 'Password must be at least 8 characters long' },
    ])
    .run(async ({ client, assert }, { password, message }) => {
      const fake = mail.fake()
      const user = await UserFactory.create()
      const token = await issueToken(user)

      const response = await client
        .post(RESET_PATH)
        .json({ token, newPassword: password })
        .withCsrfToken()

      assertFieldError(response, 'newPassword', message)
      assert.isTrue(await passwordIs(user, USER_FACTORY_PASSWORD))
      fake.mails.assertNoneSent()

      // a refused attempt does not use up the link
      const retry = await client
        .post(RESET_PATH)
        .json({ token, newPassword: NEW_PASSWORD })
        .withCsrfToken()
      retry.assertStatus(200)
    })

  test('a link works once', async ({ client, assert }) => {
    mail.fake()
    const user = await UserFactory.create()
    const token = await issueToken(user)

    const first = await client
      .post(RESET_PATH)
      .json({ token, newPassword: NEW_PASSWORD })
      .withCsrfToken()
    const again = await client
      .post(RESET_PATH)
      .json({ token, newPassword: 'Another#Pass7' })
      .withCsrfToken()

    first.assertStatus(200)
    again.assertStatus(400)
    again.assertBody({ success: false, message: RESET_FAILED })
    assert.isTrue(await passwordIs(user, NEW_PASSWORD))
  })

  test('a link older than 15 minutes is refused', async ({ client, assert }) => {
    const fake = mail.fake()
    const user = await UserFactory.merge({ email: 'late@example.com' }).create()
    await client.post(REQUEST_PATH).json({ email: user.email }).withCsrfToken()
    const token = resetTokenFor(fake, user.email)
    await db
      .from('password_reset_tokens')
      .where('token_hash', sha256(token))
      .update({ expires_at: DateTime.now().minus({ seconds: 1 }).toJSDate() })

    const response = await client
      .post(RESET_PATH)
      .json({ token, newPassword: NEW_PASSWORD })
      .withCsrfToken()

    response.assertStatus(400)
    response.assertBody({ success: false, message: RESET_FAILED })
    assert.isTrue(await passwordIs(user, USER_FACTORY_PASSWORD))
    fake.mails.assertNotSent(PasswordChangedMail)
  })

  test('an unknown token is refused', async ({ client }) => {
    mail.fake()
    await UserFactory.create()

    const response = await client
      .post(RESET_PATH)
      .json({ token: urlToken(), newPassword: NEW_PASSWORD })
      .withCsrfToken()

    response.assertStatus(400)
    response.assertBody({ success: false, message: RESET_FAILED })
  })

  test('a missing token is a validation error', async ({ client }) => {
    const response = await client
      .post(RESET_PATH)
      .json({ newPassword: NEW_PASSWORD })
      .withCsrfToken()

    assertFieldError(response, 'token', 'The reset link is missing its token')
  })

  test('the plaintext hash stored in the table is not a usable token', async ({ client }) => {
    mail.fake()
    const user = await UserFactory.create()
    const token = await issueToken(user)

    const response = await client
      .post(RESET_PATH)
      .json({ token: sha256(token), newPassword: NEW_PASSWORD })
      .withCsrfToken()

    response.assertStatus(400)
  })

  test('using one link kills the other links of the same account', async ({ client, assert }) => {
    mail.fake()
    const user = await UserFactory.create()
    const first = await issueToken(user)
    const second = await issueToken(user)
    const someoneElse = await UserFactory.create()
    const theirs = await issueToken(someoneElse)

    const used = await client
      .post(RESET_PATH)
      .json({ token: first, newPassword: NEW_PASSWORD })
      .withCsrfToken()
    const stale = await client
      .post(RESET_PATH)
      .json({ token: second, newPassword: 'Another#Pass7' })
      .withCsrfToken()

    used.assertStatus(200)
    stale.assertStatus(400)
    stale.assertBody({ success: false, message: RESET_FAILED })
    assert.isTrue(await passwordIs(user, NEW_PASSWORD))

    // another learner's link is untouched
    const other = await client
      .post(RESET_PATH)
      .json({ token: theirs, newPassword: 'Another#Pass7' })
      .withCsrfToken()
    other.assertStatus(200)
    assert.isTrue(await passwordIs(someoneElse, 'Another#Pass7'))
    assert.isTrue(await passwordIs(user, NEW_PASSWORD))
  })

  test('the same link used twice at once works only once', async ({ client, assert }) => {
    mail.fake()
    const user = await UserFactory.create()
    const token = await issueToken(user)

    const responses = await Promise.all(
      ['First#Pass11', 'Second#Pass22'].map((newPassword) =>
        client.post(RESET_PATH).json({ token, newPassword }).withCsrfToken()
      )
    )

    assert.sameMembers(
      responses.map((response) => response.status()),
      [200, 400]
    )
  })

  test('two links of one account used at once: one wins, the other is refused', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const user = await UserFactory.create()
    const tokens = [await issueToken(user), await issueToken(user)]

    const responses = await Promise.all(
      tokens.map((token, index) =>
        client
          .post(RESET_PATH)
          .json({ token, newPassword: `Parallel#${index}Pass` })
          .withCsrfToken()
      )
    )

    const statuses = responses.map((response) => response.status())
    assert.sameMembers(statuses, [200, 400])
    const winner = statuses.indexOf(200)
    assert.isTrue(await passwordIs(user, `Parallel#${winner}Pass`))
  })

  test('ends every signed-in session of the account', async ({ client, assert }) => {
    mail.fake()
    const user = await UserFactory.merge({ email: 'devices@example.com' }).create()
    const bystander = await UserFactory.merge({ email: 'bystander@example.com' }).create()
    const laptop = new Browser()
    const phone = new Browser()
    const otherLearner = new Browser()

    for (const [browser, email] of [
      [laptop, user.email],
      [phone, user.email],
      [otherLearner, bystander.email],
    ] as const) {
      const login = await browser.post('/api/v1/auth/login', {
        email,
        password: USER_FACTORY_PASSWORD,
      })
      assert.equal(login.status, 200)
      const validate = await browser.post('/api/v1/auth/validate')
      assert.equal(validate.status, 200)
      assert.equal(validate.body.user.email, email)
    }

    const token = await issueToken(user)
    const reset = await client
      .post(RESET_PATH)
      .json({ token, newPassword: NEW_PASSWORD })
      .withCsrfToken()
    reset.assertStatus(200)

    for (const browser of [laptop, phone]) {
      // The CSRF secret lived in the ended session, so the first call is refused
      // for that (403) or for the missing sign-in (401); either way not signed in.
      const first = await browser.post('/api/v1/auth/validate')
      assert.oneOf(first.status, [401, 403])
      assert.isFalse(first.body.success)
      // With the fresh XSRF cookie that answer gave, it is plainly signed out...
      const validate = await browser.post('/api/v1/auth/validate')
      assert.equal(validate.status, 401)
      assert.deepEqual(validate.body, { success: false, message: 'Please sign in to continue' })
      // ...and can sign in again with the new password without reloading.
      const login = await browser.post('/api/v1/auth/login', {
        email: user.email,
        password: NEW_PASSWORD,
      })
      assert.equal(login.status, 200)
    }
    const untouched = await otherLearner.post('/api/v1/auth/validate')
    assert.equal(untouched.status, 200)
  })

  test("revokes the account's access tokens", async ({ client, assert }) => {
    mail.fake()
    const user = await UserFactory.create()
    const bystander = await UserFactory.create()
    const desktop = await User.accessTokens.create(user)
    const theirs = await User.accessTokens.create(bystander)

    const before = await client.post('/api/v1/auth/validate').bearerToken(desktop.value!.release())
    before.assertStatus(200)

    const token = await issueToken(user)
    const reset = await client
      .post(RESET_PATH)
      .json({ token, newPassword: NEW_PASSWORD })
      .withCsrfToken()
    reset.assertStatus(200)

    const after = await client.post('/api/v1/auth/validate').bearerToken(desktop.value!.release())
    after.assertStatus(401)
    after.assertBodyContains({ success: false })
    const left = await db.from('auth_access_tokens').where('tokenable_id', user.id)
    assert.lengthOf(left, 0)

    const other = await client.post('/api/v1/auth/validate').bearerToken(theirs.value!.release())
    other.assertStatus(200)
  })

  test('needs the CSRF token', async ({ client, assert }) => {
    mail.fake()
    const user = await UserFactory.create()
    const token = await issueToken(user)

    const response = await client.post(RESET_PATH).json({ token, newPassword: NEW_PASSWORD })

    response.assertStatus(403)
    response.assertBodyContains({ success: false })
    assert.isTrue(await passwordIs(user, USER_FACTORY_PASSWORD))
  })
})
