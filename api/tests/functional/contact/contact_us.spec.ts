import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import ContactReceivedMail from '#contact/mails/contact_received_mail'
import ContactCopyMail from '#contact/mails/contact_copy_mail'
import ContactService from '#contact/services/contact_service'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { failSending } from '#tests/support/mail'

const PATH = '/api/v1/contact/contactus'
const REQUIRED = 'Please fill out all required fields.'

const enquiry = {
  fullname: 'Priya Nair',
  email: 'Priya.Nair@Example.com',
  phoneNo: '+91 98765-43210',
  subject: 'courses',
  message: 'Is there a weekend batch for the prelims course?',
}

/** Sets env values for one test; the returned function puts the old ones back. */
function withEnv(values: Record<string, string>) {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, env.get(key as any)]))
  for (const [key, value] of Object.entries(values)) env.set(key as any, value)
  return () => {
    for (const [key, value] of Object.entries(previous)) env.set(key as any, (value ?? '') as any)
  }
}

test.group('POST /api/v1/contact/contactus', (group) => {
  withCleanDatabase(group)
  group.each.teardown(() => mail.restore())

  test('stores the enquiry and mails support and the sender', async ({ client, assert }) => {
    const fake = mail.fake()
    const support = new ContactService().supportAddress()

    const response = await client.post(PATH).json(enquiry).withCsrfToken()

    response.assertStatus(200)
    response.assertBody({ success: true, message: 'Message sent successfully!' })

    const rows = await db.from('contact_messages').select('*')
    assert.lengthOf(rows, 1)
    assert.containsSubset(rows[0], {
      fullname: 'Priya Nair',
      email: 'priya.nair@example.com',
      phone_no: '+91 98765-43210',
      subject: 'courses',
      message: 'Is there a weekend batch for the prelims course?',
      user_id: null,
    })

    assert.lengthOf(fake.mails.sent(), 2)
    fake.mails.assertSent(ContactReceivedMail, (sent) => {
      const { message } = sent.message.toJSON()
      return (
        sent.message.hasTo(support) &&
        sent.message.hasReplyTo('priya.nair@example.com') &&
        String(message.text).includes('Is there a weekend batch for the prelims course?') &&
        String(message.text).includes('+91 98765-43210') &&
        String(message.subject).includes('courses')
      )
    })
    fake.mails.assertSent(ContactCopyMail, (sent) => {
      const text = String(sent.message.toJSON().message.text)
      return (
        sent.message.hasTo('priya.nair@example.com') &&
        text.includes('Is there a weekend batch for the prelims course?')
      )
    })
  })

  test('sends the enquiry to SUPPORT_EMAIL, else ADMIN_EMAIL, else MAIL_FROM', async ({
    client,
    cleanup,
  }) => {
    const restore = withEnv({
      SUPPORT_EMAIL: 'help@pathshala.test',
      ADMIN_EMAIL: 'admin@pathshala.test',
      MAIL_FROM: 'noreply@pathshala.test',
    })
    cleanup(restore)

    for (const [unset, expected] of [
      [null, 'help@pathshala.test'],
      ['SUPPORT_EMAIL', 'admin@pathshala.test'],
      ['ADMIN_EMAIL', 'noreply@pathshala.test'],
    ] as const) {
      if (unset) env.set(unset, '')
      const fake = mail.fake()
      const response = await client.post(PATH).json(enquiry).withCsrfToken()
      response.assertStatus(200)
      fake.mails.assertSent(ContactReceivedMail, (sent) => sent.message.hasTo(expected))
    }
  })

  test('a failing copy to the sender still answers success', async ({
    client,
    assert,
    cleanup,
  }) => {
    const fake = mail.fake()
    cleanup(failSending(ContactCopyMail))

    const response = await client.post(PATH).json(enquiry).withCsrfToken()

    response.assertStatus(200)
    fake.mails.assertSent(ContactReceivedMail)
    const rows = await db.from('contact_messages').count('* as total')
    assert.equal(Number(rows[0].total), 1)
  })

  test('a failing mail to support is reported as an error', async ({ client, cleanup }) => {
    const fake = mail.fake()
    cleanup(failSending(ContactReceivedMail))

    const response = await client.post(PATH).json(enquiry).withCsrfToken()

    response.assertStatus(500)
    response.assertBody({
      success: false,
      message: 'Something went wrong. Please try again later.',
    })
    fake.mails.assertNotSent(ContactCopyMail)
  })

  test('phone is optional', async ({ client, assert }) => {
    const fake = mail.fake()

    for (const phoneNo of [undefined, '', null]) {
      const response = await client
        .post(PATH)
        .json({ ...enquiry, phoneNo })
        .withCsrfToken()
      response.assertStatus(200)
    }

    const rows = await db.from('contact_messages').select('phone_no')
    assert.deepEqual(
      rows.map((row) => row.phone_no),
      [null, null, null]
    )
    assert.lengthOf(fake.mails.sent(), 6)
  })

  test('refuses a phone number with letters', async ({ client }) => {
    mail.fake()
    const response = await client
      .post(PATH)
      .json({ ...enquiry, phoneNo: 'call me maybe' })
      .withCsrfToken()

    assertFieldError(response, 'phoneNo', 'Phone number must contain only digits, spaces, + and -')
  })

  test('refuses a message without {$self}')
    .with(['fullname', 'email', 'subject', 'message'])
    .run(async ({ client, assert }, field) => {
      const fake = mail.fake()

      for (const value of [undefined, '', '   ']) {
        const response = await client
          .post(PATH)
          .json({ ...enquiry, [field]: value })
          .withCsrfToken()
        assertFieldError(response, field, REQUIRED)
      }

      fake.mails.assertNoneSent()
      const rows = await db.from('contact_messages').count('* as total')
      assert.equal(Number(rows[0].total), 0)
    })

  test('names every missing field at once', async ({ client, assert }) => {
    mail.fake()
    const response = await client.post(PATH).json({}).withCsrfToken()

    response.assertStatus(422)
    response.assertBodyContains({ success: false, message: REQUIRED })
    const fields = response.body().errors.map((error: { field: string }) => error.field)
    assert.sameMembers(fields, ['fullname', 'email', 'subject', 'message'])
  })

  test('refuses an unknown subject and a malformed email', async ({ client, assert }) => {
    mail.fake()

    const subject = await client
      .post(PATH)
      .json({ ...enquiry, subject: 'refunds' })
      .withCsrfToken()
    assertFieldError(
      subject,
      'subject',
      'Subject must be one of general, courses, mentorship, support'
    )

    const email = await client
      .post(PATH)
      .json({ ...enquiry, email: 'priya-at-example' })
      .withCsrfToken()
    assertFieldError(email, 'email', 'Invalid email address')

    const rows = await db.from('contact_messages').count('* as total')
    assert.equal(Number(rows[0].total), 0)
  })

  test('takes every documented subject in any case', async ({ client, assert }) => {
    mail.fake()

    for (const subject of ['general', 'Courses', 'MENTORSHIP', 'support']) {
      const response = await client
        .post(PATH)
        .json({ ...enquiry, subject })
        .withCsrfToken()
      response.assertStatus(200)
    }

    const rows = await db.from('contact_messages').orderBy('created_at').select('subject')
    assert.sameMembers(
      rows.map((row) => row.subject),
      ['general', 'courses', 'mentorship', 'support']
    )
  })

  test('refuses an overlong message or name', async ({ client }) => {
    mail.fake()

    const message = await client
      .post(PATH)
      .json({ ...enquiry, message: 'x'.repeat(5001) })
      .withCsrfToken()
    assertFieldError(message, 'message', 'Message must not exceed 5000 characters')

    const fullname = await client
      .post(PATH)
      .json({ ...enquiry, fullname: 'x'.repeat(101) })
      .withCsrfToken()
    assertFieldError(fullname, 'fullname', 'Full name must not exceed 100 characters')
  })

  test('links the enquiry to the account of a signed-in learner', async ({ client, assert }) => {
    mail.fake()
    const user = await UserFactory.create()

    const response = await client.post(PATH).json(enquiry).loginAs(user).withCsrfToken()

    response.assertStatus(200)
    const row = await db.from('contact_messages').firstOrFail()
    assert.equal(row.user_id, user.id)
  })

  test('needs the CSRF token', async ({ client, assert }) => {
    const fake = mail.fake()

    const response = await client.post(PATH).json(enquiry)

    response.assertStatus(403)
    response.assertBody({
      success: false,
      message: 'Your session token is missing or expired. Refresh the page and try again.',
      code: 'E_BAD_CSRF_TOKEN',
    })
    fake.mails.assertNoneSent()
    const rows = await db.from('contact_messages').count('* as total')
    assert.equal(Number(rows[0].total), 0)
  })

  test('allows 10 messages an hour from one IP, then answers 429', async ({ client, assert }) => {
    const fake = mail.fake()

    for (let sent = 0; sent < 10; sent++) {
      const response = await client.post(PATH).json(enquiry).withCsrfToken()
      response.assertStatus(200)
    }
    const blocked = await client.post(PATH).json(enquiry).withCsrfToken()

    blocked.assertStatus(429)
    blocked.assertBodyContains({ success: false })
    assert.isString(blocked.body().message)
    const rows = await db.from('contact_messages').count('* as total')
    assert.equal(Number(rows[0].total), 10)
    assert.lengthOf(fake.mails.sent(), 20)
  })

  test('parallel messages cannot overshoot the hourly cap', async ({ client, assert }) => {
    mail.fake()

    const responses = await Promise.all(
      Array.from({ length: 16 }, () => client.post(PATH).json(enquiry).withCsrfToken())
    )

    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 200).length, 10)
    assert.equal(statuses.filter((status) => status === 429).length, 6)
    const rows = await db.from('contact_messages').count('* as total')
    assert.equal(Number(rows[0].total), 10)

    // refused attempts are not counted against the next hour either
    const blocked = await client.post(PATH).json(enquiry).withCsrfToken()
    blocked.assertStatus(429)
  })

  test('a refused (invalid) message does not use up the allowance', async ({ client }) => {
    mail.fake()

    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await client
        .post(PATH)
        .json({ ...enquiry, subject: 'refunds' })
        .withCsrfToken()
      response.assertStatus(422)
    }
    const valid = await client.post(PATH).json(enquiry).withCsrfToken()
    valid.assertStatus(200)
  })
})
