import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import ContactMessage, { type ContactSubject } from '#contact/models/contact_message'
import ContactReceivedMail from '#contact/mails/contact_received_mail'
import ContactCopyMail from '#contact/mails/contact_copy_mail'
import ApiException from '#core/exceptions/api_exception'
import { throttles } from '#core/services/throttles'

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
    // one atomic increment, so parallel posts cannot overshoot the cap; a
    // refused post is given back and does not count
    const limiter = throttles.contactPerIp()
    const key = `contact:${ip}`
    const taken = await limiter.increment(key)
    if (taken.consumed > taken.limit) {
      await limiter.decrement(key)
      throw new ApiException('Too many messages. Please try again later.', {
        status: 429,
        code: 'E_TOO_MANY_CONTACT_MESSAGES',
      })
    }

    const contact = await ContactMessage.create({
      fullname: input.fullname,
      email: input.email,
      phoneNo: input.phoneNo ?? null,
      subject: input.subject as ContactSubject,
      message: input.message,
      userId,
    })
    await mail.send(new ContactReceivedMail(this.supportAddress(), contact))
    // the enquiry has reached us: a failed copy must not make the sender retry
    // (and send it twice)
    try {
      await mail.send(new ContactCopyMail(contact))
    } catch (error) {
      logger.error({ err: error, contactId: contact.id }, 'contact copy mail failed')
    }
    return contact
  }
}
