import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import PasswordResetMail from '#accounts/mails/password_reset_mail'
import { UserFactory } from '#database/factories/user_factory'
import { sha256 } from '#accounts/services/secret_token'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { REQUEST_ANSWER, REQUEST_PATH, resetLinkFor, resetMailsTo } from './helpers.js'

test.group('POST /api/v1/auth/reset-password-token', (group) => {
  withCleanDatabase(group)
  group.each.teardown(() => mail.restore())

  test('mails a one-time link to a known address and stores only its hash', async ({
    client,
    assert,
  }) => {
    const fake = mail.fake()
    const user = await UserFactory.merge({ email: 'asha@example.com' }).create()

    const response = await client
      .post(REQUEST_PATH)
      .json({ email: 'asha@example.com' })
      .withCsrfToken()

    response.assertStatus(200)
    response.assertBody({ success: true, message: REQUEST_ANSWER })

    const mails = resetMailsTo(fake, user.email)
    assert.lengthOf(mails, 1)
    assert.lengthOf(fake.mails.sent(), 1)
    const link = resetLinkFor(fake, user.email)
    assert.equal(link.origin, new URL(env.get('APP_URL')).origin)
    assert.equal(link.pathname, '/reset-password')
    const token = link.searchParams.get('token')!
    assert.isAtLeast(token.length, 32)
    assert.include(mails[0].message.toJSON().message.html as string, 'reset-password?token=')

    const rows = await db.from('password_reset_tokens').select('*')
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].user_id, user.id)
    assert.equal(rows[0].token_hash, sha256(token))
    assert.notInclude(JSON.stringify(rows), token)
    assert.isNull(rows[0].used_at)
    const minutesLeft = DateTime.fromJSDate(rows[0].expires_at).diffNow('minutes').minutes
    assert.approximately(minutesLeft, 15, 0.5)
  })

  test('matches the address whatever its case and surrounding spaces', async ({ client }) => {
    const fake = mail.fake()
    await UserFactory.merge({ email: 'ravi@example.com' }).create()

    const response = await client
      .post(REQUEST_PATH)
      .json({ email: '  Ravi@Example.COM ' })
      .withCsrfToken()

    response.assertStatus(200)
    fake.mails.assertSent(PasswordResetMail, (sent) => sent.message.hasTo('ravi@example.com'))
  })

  test('answers an unknown address exactly like a known one, without a mail', async ({
    client,
    assert,
  }) => {
    const fake = mail.fake()
    await UserFactory.merge({ email: 'known@example.com' }).create()

    const known = await client
      .post(REQUEST_PATH)
      .json({ email: 'known@example.com' })
      .withCsrfToken()
    const unknown = await client
      .post(REQUEST_PATH)
      .json({ email: 'nobody@example.com' })
      .withCsrfToken()

    unknown.assertStatus(200)
    assert.deepEqual(unknown.body(), known.body())
    assert.lengthOf(fake.mails.sent(), 1)
    fake.mails.assertNotSent(PasswordResetMail, (sent) => sent.message.hasTo('nobody@example.com'))
    const rows = await db.from('password_reset_tokens').count('* as total')
    assert.equal(Number(rows[0].total), 1)
  })

  test('refuses a malformed address with 422', async ({ client }) => {
    const fake = mail.fake()

    for (const email of ['not-an-email', '', null, 'a@b']) {
      const response = await client.post(REQUEST_PATH).json({ email }).withCsrfToken()
      assertFieldError(response, 'email', 'Invalid email address')
    }
    const missing = await client.post(REQUEST_PATH).json({}).withCsrfToken()
    missing.assertStatus(422)
    missing.assertBodyContains({ success: false, errors: [{ field: 'email' }] })
    fake.mails.assertNoneSent()
  })

  test('allows one request per address every 30 seconds', async ({ client, assert }) => {
    const fake = mail.fake()
    await UserFactory.merge({ email: 'meera@example.com' }).create()

    const first = await client
      .post(REQUEST_PATH)
      .json({ email: 'meera@example.com' })
      .withCsrfToken()
    const second = await client
      .post(REQUEST_PATH)
      .json({ email: 'Meera@example.com' })
      .withCsrfToken()

    first.assertStatus(200)
    second.assertStatus(429)
    assert.isFalse(second.body().success)
    assert.match(second.body().message, /^Too many requests\. Please wait \d+ seconds/)
    assert.lengthOf(fake.mails.sent(), 1)

    // the allowance is per address: another learner is not held up
    await UserFactory.merge({ email: 'other@example.com' }).create()
    const other = await client
      .post(REQUEST_PATH)
      .json({ email: 'other@example.com' })
      .withCsrfToken()
    other.assertStatus(200)
    assert.lengthOf(fake.mails.sent(), 2)
  })

  test('limits unknown addresses the same way, so the limit reveals nothing', async ({
    client,
  }) => {
    mail.fake()
    const first = await client
      .post(REQUEST_PATH)
      .json({ email: 'ghost@example.com' })
      .withCsrfToken()
    const second = await client
      .post(REQUEST_PATH)
      .json({ email: 'ghost@example.com' })
      .withCsrfToken()

    first.assertStatus(200)
    second.assertStatus(429)
  })

  test('needs the CSRF token', async ({ client }) => {
    const fake = mail.fake()
    await UserFactory.merge({ email: 'csrf@example.com' }).create()

    const response = await client.post(REQUEST_PATH).json({ email: 'csrf@example.com' })

    response.assertStatus(403)
    response.assertBodyContains({ success: false })
    fake.mails.assertNoneSent()
  })
})
