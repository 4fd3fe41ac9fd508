import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PasswordResetService from '#accounts/services/password_reset_service'
import { ok } from '#core/transformers/envelope'
import { resetPasswordValidator, resetRequestValidator } from '#accounts/validators/password_reset'

@inject()
export default class PasswordResetsController {
  constructor(private resets: PasswordResetService) {}

  /** POST /auth/reset-password-token: the same answer whether or not the address is known. */
  async store({ request }: HttpContext) {
    const { email } = await request.validateUsing(resetRequestValidator)
    await this.resets.request(email, request.ip())
    return ok('If an account exists for this email, a reset link has been sent to it.')
  }

  /** POST /auth/reset-password */
  async update({ request }: HttpContext) {
    const { token, newPassword } = await request.validateUsing(resetPasswordValidator)
    await this.resets.reset(token, newPassword)
    return ok('Password reset successfully')
  }
}
