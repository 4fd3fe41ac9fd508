import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import SignupService from '#accounts/services/signup_service'
import UserTransformer from '#accounts/transformers/user_transformer'
import { ok } from '#core/transformers/envelope'
import { signupValidator } from '#accounts/validators/auth'

@inject()
export default class SignupsController {
  constructor(private signups: SignupService) {}

  /**
   * Creates the account with the mailed code: 201 and `user`, no session. A wrong code is 400
   * with `attemptsLeft` (0 after the fifth, then also `retryAfter`: seconds until a new code may
   * be asked for); a code that takes no more tries is 429 with `retryAfter` (0: ask now) and the
   * Retry-After header; an expired or unknown code is 400; a registered address is 409.
   */
  async store({ request, response, serialize }: HttpContext) {
    const payload = await request.validateUsing(signupValidator)
    const user = await this.signups.register(payload, request.ip())
    return response.created(
      ok('Registration successful!', await serialize({ user: UserTransformer.transform(user) }))
    )
  }
}
