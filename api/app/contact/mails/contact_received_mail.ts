import env from '#start/env'
import { BaseMail } from '@adonisjs/mail'
import { mailBody } from '#core/mails/layout'
import type ContactMessage from '#contact/models/contact_message'

/**
 * The enquiry as the provider's staff receive it; replying answers the sender.
 */
export default class ContactReceivedMail extends BaseMail {
  constructor(
    private supportAddress: string,
    private contact: ContactMessage
  ) {
    super()
  }

  prepare() {
    const contact = this.contact
    const { text, html } = mailBody([
      `New enquiry (${contact.subject}) from ${contact.fullname} <${contact.email}>` +
        (contact.phoneNo ? `, phone ${contact.phoneNo}` : ''),
      contact.message,
    ])
    this.message
      .to(this.supportAddress)
      .replyTo(contact.email)
      .subject(`[${env.get('APP_NAME')}] Enquiry: ${contact.subject} — ${contact.fullname}`)
      .text(text)
      .html(html)
  }
}
