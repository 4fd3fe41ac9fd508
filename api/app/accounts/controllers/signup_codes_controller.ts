import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { OTP_VALIDITY_SECONDS } from '@pathshala/shared'
import OtpService, { OTP_MESSAGES } from '#accounts/services/otp_service'
import { ok } from '#core/transformers/envelope'
import { sendOtpValidator } from '#accounts/validators/auth'

/**
 * POST /auth/sendotp. Answers the same for every valid address: whether it is
 * registered shows only at the signup step.
 */
@inject()
export default class SignupCodesController {
  constructor(private otps: OtpService) {}

  async store({ request }: HttpContext) {
    const { email } = await request.validateUsing(sendOtpValidator)
    await this.otps.issue(email, request.ip())
    return ok(OTP_MESSAGES.sent, { expiresIn: OTP_VALIDITY_SECONDS })
  }
}
