import env from '#start/env'
import { BaseMail } from '@adonisjs/mail'
import { mailBody } from '#core/mails/layout'
import type ContactMessage from '#contact/models/contact_message'

/**
 * The sender's copy of what they wrote to us.
 */
export default class ContactCopyMail extends BaseMail {
  constructor(private contact: ContactMessage) {
    super()
  }

  prepare() {
    const { text, html } = mailBody([
      `Hello ${this.contact.fullname},`,
      'Thank you for writing to us. We have received your message and will reply soon. Here is a copy:',
      this.contact.message,
    ])
    this.message
      .to(this.contact.email)
      .subject(`We received your message — ${env.get('APP_NAME')}`)
      .text(text)
      .html(html)
  }
}
