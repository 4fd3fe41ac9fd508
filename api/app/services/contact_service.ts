import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import ContactMessage, { type ContactSubject } from '#models/contact_message'
import ContactReceivedMail from '#mails/contact_received_mail'
import ContactCopyMail from '#mails/contact_copy_mail'
import ApiException from '#exceptions/api_exception'
import { throttles } from '#services/throttles'

export interface ContactInput {
  fullname: string
  email: string
  phoneNo?: string | null
  subject: string
  message: string
}

/**
 * Stores the enquiry, then mails it to the provider and a copy to the sender.
 */
export default class ContactService {
  supportAddress() {
    return (
      env.get('SUPPORT_EMAIL') ||
      env.get('ADMIN_EMAIL') ||
      env.get('MAIL_FROM') ||
      'support@pathshala.local'
    )
  }

  async submit(input: ContactInput, ip: string, userId: string | null) {
    const limiter = throttles.contactPerIp()
    if ((await limiter.remaining(`contact:${ip}`)) <= 0) {
      throw new ApiException('Too many messages. Please try again later.', { status: 429 })
    }
    await limiter.increment(`contact:${ip}`)

    const contact = await ContactMessage.create({
      fullname: input.fullname,
      email: input.email,
      phoneNo: input.phoneNo ?? null,
      subject: input.subject as ContactSubject,
      message: input.message,
      userId,
    })
    await mail.send(new ContactReceivedMail(this.supportAddress(), contact))
    await mail.send(new ContactCopyMail(contact))
    return contact
  }
}
