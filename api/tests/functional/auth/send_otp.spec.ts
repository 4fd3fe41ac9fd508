import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import SignupCodeMail from '#accounts/mails/signup_code_mail'
import { OTP_VALIDITY_SECONDS } from '@pathshala/shared'
import OtpService from '#accounts/services/otp_service'
import { sha256 } from '#accounts/services/secret_token'
import { throttles } from '#core/services/throttles'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import {
  API,
  CLIENT_IP,
  codeHash,
  consumed,
  lastCode,
  mailTexts,
  otpRow,
  withFakeMail,
} from '#tests/functional/auth/helpers'

const SEND = `${API}/auth/sendotp`
const OK = { success: true, message: 'OTP sent to email', expiresIn: 300 }

/** Lets the 30-second window of one address run out (the hourly count stays). */
async function afterBurstWindow(email: string) {
  await throttles.mailPerAddressBurst().delete(`otp:${email}`)
}

test.group('POST /auth/sendotp', (group) => {
  withCleanDatabase(group)
  const fake = withFakeMail(group)

  test('mails a 6-digit code and answers 200 without it', async ({ client, assert }) => {
    const response = await client.post(SEND).json({ email: 'asha@example.com' }).withCsrfToken()

    response.assertStatus(200)
    response.assertBody(OK)
    const texts = mailTexts(fake.mailer, 'asha@example.com')
    assert.lengthOf(texts, 1)
    const code = lastCode(fake.mailer, 'asha@example.com')
    assert.match(code, /^\d{6}$/)
    assert.notInclude(JSON.stringify(response.body()), code)
    assert.notInclude(JSON.stringify(response.headers()), code)
    fake.mailer.mails.assertSent(SignupCodeMail)
    fake.mailer.mails.assertSentCount(1)
  })

  test('stores the address in lower case and mails it there', async ({ client, assert }) => {
    const response = await client.post(SEND).json({ email: '  Asha@Example.COM ' }).withCsrfToken()

    response.assertStatus(200)
    assert.isOk(await otpRow('asha@example.com'))
    assert.lengthOf(mailTexts(fake.mailer, 'asha@example.com'), 1)
  })

  test('stores only a hash of the code', async ({ client, assert }) => {
    await client.post(SEND).json({ email: 'asha@example.com' }).withCsrfToken()
    const code = lastCode(fake.mailer, 'asha@example.com')

    const rows = await db.from('email_otps')
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].code_hash, sha256(code))
    assert.notInclude(JSON.stringify(rows), `"${code}"`)
    for (const value of Object.values(rows[0])) assert.notEqual(String(value), code)
  })

  test('answers a registered address exactly like a new one', async ({ client, assert }) => {
    const user = await UserFactory.create()

    const registered = await client.post(SEND).json({ email: user.email }).withCsrfToken()
    const fresh = await client.post(SEND).json({ email: 'new@example.com' }).withCsrfToken()

    registered.assertStatus(200)
    fresh.assertStatus(200)
    assert.deepEqual(registered.body(), fresh.body())
    assert.deepEqual(registered.body(), OK)
  })

  test('refuses an invalid address with 422 "Invalid email address"', async ({ client }) => {
    for (const email of ['not-an-email', 'a@', '@example.com', '', 'a b@example.com']) {
      const response = await client.post(SEND).json({ email }).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({
        success: false,
        message: 'Invalid email address',
        errors: [{ field: 'email', message: 'Invalid email address' }],
      })
    }
    fake.mailer.mails.assertNoneSent()
  })

  test('refuses a missing or non-string address with 422', async ({ client, assert }) => {
    const bodies = [{}, { email: 42 }, { email: ['a@example.com'] }, { email: { $ne: '' } }]
    for (const body of bodies) {
      const response = await client.post(SEND).json(body).withCsrfToken()
      response.assertStatus(422)
      assert.equal(response.body().errors[0].message, 'Invalid email address')
    }
    const tooLong = await client
      .post(SEND)
      .json({ email: `${'a'.repeat(250)}@example.com` })
      .withCsrfToken()
    tooLong.assertStatus(422)
    fake.mailer.mails.assertNoneSent()
  })

  test('refuses a call without the CSRF token with 403 JSON', async ({ client }) => {
    const response = await client.post(SEND).json({ email: 'asha@example.com' })
    response.assertStatus(403)
    response.assertBodyContains({ success: false })
    fake.mailer.mails.assertNoneSent()
  })

  test('refuses a second code to the same address within 30 s', async ({ client, assert }) => {
    const first = await client.post(SEND).json({ email: 'asha@example.com' }).withCsrfToken()
    first.assertStatus(200)
    const before = await otpRow('asha@example.com')

    const second = await client.post(SEND).json({ email: 'asha@example.com' }).withCsrfToken()

    second.assertStatus(429)
    assert.equal(second.body().success, false)
    const wait = Number(second.body().message.match(/wait (\d+) seconds/)?.[1])
    assert.isAtLeast(wait, 1)
    assert.isAtMost(wait, 30)
    assert.equal(second.header('retry-after'), String(wait))
    assert.lengthOf(mailTexts(fake.mailer, 'asha@example.com'), 1)
    // the refused call did not replace the live code
    assert.equal(await codeHash('asha@example.com'), before.code_hash)

    // another address is not held up
    const other = await client.post(SEND).json({ email: 'ravi@example.com' }).withCsrfToken()
    other.assertStatus(200)
  })

  test('sends at most 5 codes an hour to one address', async ({ client, assert }) => {
    for (let sent = 1; sent <= 5; sent++) {
      const response = await client.post(SEND).json({ email: 'asha@example.com' }).withCsrfToken()
      response.assertStatus(200)
      await afterBurstWindow('asha@example.com')
    }

    const sixth = await client.post(SEND).json({ email: 'asha@example.com' }).withCsrfToken()

    sixth.assertStatus(429)
    const seconds = Number(sixth.body().message.match(/wait (\d+) seconds/)?.[1])
    assert.isAbove(seconds, 30, 'the hourly cap, not the 30 s window, refused the call')
    assert.isAtMost(seconds, 3600)
    assert.lengthOf(mailTexts(fake.mailer, 'asha@example.com'), 5)

    // the hour is counted per address
    const other = await client.post(SEND).json({ email: 'ravi@example.com' }).withCsrfToken()
    other.assertStatus(200)

    // once the hour has passed the address gets codes again
    await throttles.mailPerAddressHourly().delete('otp:asha@example.com')
    const later = await client.post(SEND).json({ email: 'asha@example.com' }).withCsrfToken()
    later.assertStatus(200)
  })

  test('parallel requests cannot get past the 30 s limit', async ({ client, assert }) => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post(SEND).json({ email: 'asha@example.com' }).withCsrfToken()
      )
    )

    const statuses = answers.map((answer) => answer.status())
    assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join(','))
    assert.equal(statuses.filter((status) => status === 429).length, 9, statuses.join(','))
    assert.lengthOf(mailTexts(fake.mailer, 'asha@example.com'), 1)
    // refused calls did not count towards the hour: four more codes are allowed
    assert.equal(await throttles.mailPerAddressHourly().remaining('otp:asha@example.com'), 4)
  })

  test('parallel requests cannot get past the per-IP limit', async ({ client, assert }) => {
    await throttles.mailPerIp().set(`mail:${CLIENT_IP}`, 45, '1 hour')

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client
          .post(SEND)
          .json({ email: `p${i}@example.com` })
          .withCsrfToken()
      )
    )

    const statuses = answers.map((answer) => answer.status())
    assert.equal(statuses.filter((status) => status === 200).length, 5, statuses.join(','))
    assert.equal(fake.mailer.mails.sent().length, 5)
  })

  test('sends at most 50 code mails an hour from one IP', async ({ client, assert }) => {
    const perIp = throttles.mailPerIp()
    await perIp.set(`mail:${CLIENT_IP}`, 49, '1 hour')

    const fiftieth = await client.post(SEND).json({ email: 'a1@example.com' }).withCsrfToken()
    fiftieth.assertStatus(200)
    // the pre-filled counter is the one the call used
    assert.equal(await consumed(perIp, `mail:${CLIENT_IP}`), 50)

    const refused = await client.post(SEND).json({ email: 'a2@example.com' }).withCsrfToken()
    refused.assertStatus(429)
    assert.equal(refused.body().success, false)
    assert.lengthOf(mailTexts(fake.mailer, 'a2@example.com'), 0)
    assert.isNull(await otpRow('a2@example.com'))

    // a refused call does not eat into the address's own allowance
    await perIp.delete(`mail:${CLIENT_IP}`)
    const again = await client.post(SEND).json({ email: 'a2@example.com' }).withCsrfToken()
    again.assertStatus(200)
  })
})

test.group('Sign-up codes', (group) => {
  withCleanDatabase(group)
  const fake = withFakeMail(group)

  test('are 6 digits, valid for 300 s, one live code per address', async ({ client, assert }) => {
    const before = DateTime.now()
    await client.post(SEND).json({ email: 'asha@example.com' }).withCsrfToken()
    const after = DateTime.now()

    const row = await otpRow('asha@example.com')
    const expiresAt = DateTime.fromJSDate(row.expires_at)
    assert.equal(OTP_VALIDITY_SECONDS, 300)
    assert.isAtLeast(expiresAt.toMillis(), before.plus({ seconds: 300 }).toMillis() - 1000)
    assert.isAtMost(expiresAt.toMillis(), after.plus({ seconds: 300 }).toMillis() + 1000)
    assert.equal(row.failed_attempts, 0)
    assert.match(lastCode(fake.mailer, 'asha@example.com'), /^\d{6}$/)
    assert.include(mailTexts(fake.mailer, 'asha@example.com')[0], 'valid for 5 minutes')
  })

  test('are random 6-digit strings', async ({ assert }) => {
    const service = new OtpService()
    const codes = new Set<string>()
    for (let i = 0; i < 40; i++) {
      const email = `u${i}@example.com`
      await service.issue(email, `10.0.0.${i}`)
      codes.add(lastCode(fake.mailer, email))
    }
    for (const code of codes) assert.match(code, /^\d{6}$/)
    assert.isAbove(codes.size, 35, 'codes repeat far too often')
  })
})
