import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import User from '#accounts/models/user'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'

const URL = `http://${process.env.HOST}:${process.env.PORT}/api/v1/contact/contactus`

const enquiry = {
  fullname: 'Priya Nair',
  email: 'priya.nair@example.com',
  phoneNo: '+91 98765-43210',
  subject: 'courses',
  message: 'Is there a weekend batch?',
}

/** As the desktop app sends it: a bearer token, no cookie, no CSRF token. */
async function sendWithBearer(token: string) {
  const response = await fetch(URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'authorization': `Bearer ${token}` },
    body: JSON.stringify(enquiry),
  })
  return { status: response.status, body: await response.json() }
}

test.group('POST /api/v1/contact/contactus with a bearer token and no cookie', (group) => {
  withCleanDatabase(group)
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('a valid token sends the message, linked to the account', async ({ assert }) => {
    const user = await UserFactory.create()
    const token = await User.accessTokens.create(user)

    const response = await sendWithBearer(token.value!.release())

    assert.equal(response.status, 200, JSON.stringify(response.body))
    assert.deepEqual(response.body, { success: true, message: 'Message sent successfully!' })
    const rows = await db.from('contact_messages').select('user_id')
    assert.deepEqual(rows, [{ user_id: user.id }])
  })

  test('an unknown or malformed token is taken for a visitor, never a 500', async ({ assert }) => {
    for (const token of ['oat_bm90LWEtdG9rZW4.c2VjcmV0', 'garbage', 'oat_.']) {
      const response = await sendWithBearer(token)
      assert.equal(response.status, 200, JSON.stringify(response.body))
    }
    const rows = await db.from('contact_messages').select('user_id')
    assert.deepEqual(rows, [{ user_id: null }, { user_id: null }, { user_id: null }])
  })
})
