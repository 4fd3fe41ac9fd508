import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import SignupService from '#accounts/services/signup_service'
import UserTransformer from '#accounts/transformers/user_transformer'
import { ok } from '#core/transformers/envelope'
import { signupValidator } from '#accounts/validators/auth'

@inject()
export default class SignupsController {
  constructor(private signups: SignupService) {}

  async store({ request, response, serialize }: HttpContext) {
    const payload = await request.validateUsing(signupValidator)
    const user = await this.signups.register(payload)
    response.status(201)
    return ok(
      'Registration successful!',
      await serialize({ user: UserTransformer.transform(user) })
    )
  }
}
