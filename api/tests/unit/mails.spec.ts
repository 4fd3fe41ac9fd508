import { test } from '@japa/runner'
import env from '#start/env'
import type { BaseMail } from '@adonisjs/mail'
import ContactMessage from '#contact/models/contact_message'
import ContactReceivedMail from '#contact/mails/contact_received_mail'
import ContactCopyMail from '#contact/mails/contact_copy_mail'
import PasswordResetMail from '#accounts/mails/password_reset_mail'
import PasswordChangedMail from '#accounts/mails/password_changed_mail'
import PaymentConfirmationMail from '#payments/mails/payment_confirmation_mail'
import { DateTime } from 'luxon'

function enquiry(overrides: Partial<ContactMessage> = {}) {
  return new ContactMessage().merge({
    fullname: 'Priya <b>Nair</b>',
    email: 'priya@example.com',
    phoneNo: null,
    subject: 'support',
    message: 'Hello <script>alert("x")</script>\nSecond line & more',
    ...overrides,
  })
}

async function render(mail: BaseMail) {
  await mail.build()
  const { subject, text, html } = mail.message.toJSON().message
  return {
    hasTo: (address: string) => mail.message.hasTo(address),
    hasReplyTo: (address: string) => mail.message.hasReplyTo(address),
    subject: String(subject),
    text: String(text),
    html: String(html),
  }
}

test.group('Mails', () => {
  test('the enquiry reaches support with the sender as reply-to, HTML escaped', async ({
    assert,
  }) => {
    const message = await render(new ContactReceivedMail('help@pathshala.test', enquiry()))

    assert.isTrue(message.hasTo('help@pathshala.test'))
    assert.isTrue(message.hasReplyTo('priya@example.com'))
    assert.include(message.subject, 'support')
    assert.include(message.text, 'Hello <script>alert("x")</script>')
    assert.notInclude(message.html, '<script>')
    assert.notInclude(message.html, '<b>Nair</b>')
    assert.include(
      message.html,
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Second line &amp; more'
    )
    assert.notInclude(message.text, 'phone')
  })

  test('the enquiry names the phone number when one was given', async ({ assert }) => {
    const message = await render(
      new ContactReceivedMail('help@pathshala.test', enquiry({ phoneNo: '+91 98765 43210' }))
    )

    assert.include(message.text, 'phone +91 98765 43210')
  })

  test('the sender gets a copy of their own words', async ({ assert }) => {
    const message = await render(new ContactCopyMail(enquiry()))

    assert.isTrue(message.hasTo('priya@example.com'))
    assert.include(message.text, 'Second line & more')
    assert.notInclude(message.html, '<script>')
  })

  test('the reset mail carries the link, its validity and the brand', async ({ assert }) => {
    const link = 'http://localhost:3333/reset-password?token=abc_DEF-123'
    const message = await render(new PasswordResetMail('asha@example.com', 'Asha', link, 15))

    assert.isTrue(message.hasTo('asha@example.com'))
    assert.equal(message.subject, `Reset your ${env.get('APP_NAME')} password`)
    assert.include(message.text, link)
    assert.include(message.text, '15 minutes')
    assert.include(message.html, link)
    assert.include(message.text, `— ${env.get('APP_NAME')}`)
  })

  test('the password-changed mail tells the learner what happened', async ({ assert }) => {
    const message = await render(new PasswordChangedMail('asha@example.com', 'Asha'))

    assert.equal(message.subject, `Your ${env.get('APP_NAME')} password was changed`)
    assert.include(message.text, 'Hello Asha,')
    assert.include(message.text, 'signed out')
  })

  test('the payment confirmation names the order, item, amount (en-IN) and date', async ({
    assert,
  }) => {
    const message = await render(
      new PaymentConfirmationMail({
        email: 'asha@example.com',
        firstName: 'Asha',
        kind: 'store_item',
        itemId: '7c0e6d3e-0000-4000-8000-000000000001',
        itemTitle: 'Polity <b>Notes</b>',
        receipt: 'PS-261121-7KQ2M9XH',
        amountPaise: 12_345_650,
        currency: 'INR',
        paymentId: 'pay_Abc123',
        paidAt: DateTime.fromISO('2026-11-21T08:14:00Z'),
      })
    )

    assert.isTrue(message.hasTo('asha@example.com'))
    assert.include(message.subject, 'PS-261121-7KQ2M9XH')
    assert.include(message.text, 'Purchase successful!')
    assert.include(message.text, 'Order number: PS-261121-7KQ2M9XH')
    assert.include(message.text, 'Item: Polity <b>Notes</b>')
    assert.include(message.text, 'Amount paid: ₹1,23,456.50')
    assert.include(message.text, 'Date: 21 Nov 2026, 1:44 PM IST')
    assert.include(message.text, 'Payment id: pay_Abc123')
    assert.notInclude(message.html, '<b>Notes</b>')
  })
})
