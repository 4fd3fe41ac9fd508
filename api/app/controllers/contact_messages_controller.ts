import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ContactService from '#services/contact_service'
import { contactValidator } from '#validators/contact'

@inject()
export default class ContactMessagesController {
  constructor(private contacts: ContactService) {}

  /** POST /contact/contactus: public; linked to the account when signed in. */
  async store({ auth, request }: HttpContext) {
    const input = await request.validateUsing(contactValidator)
    const signedIn = await auth.use('web').check()
    const userId = signedIn ? auth.use('web').user!.id : null
    await this.contacts.submit(input, request.ip(), userId)
    return { success: true, message: 'Message sent successfully!' }
  }
}
