import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ContactService from '#contact/services/contact_service'
import { ok } from '#core/transformers/envelope'
import { contactValidator } from '#contact/validators/contact'

@inject()
export default class ContactMessagesController {
  constructor(private contacts: ContactService) {}

  /**
   * POST /contact/contactus: public; linked to the account when the caller is signed in (by
   * session or bearer token, see the currentUser middleware; an unknown token is a visitor).
   */
  async store({ auth, request }: HttpContext) {
    const input = await request.validateUsing(contactValidator)
    await this.contacts.submit(input, request.ip(), auth.user?.id ?? null)
    return ok('Message sent successfully!')
  }
}
