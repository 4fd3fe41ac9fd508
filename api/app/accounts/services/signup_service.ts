import db from '@adonisjs/lucid/services/db'
import { inject } from '@adonisjs/core'
import User from '#accounts/models/user'
import ApiException from '#core/exceptions/api_exception'
import OtpService from '#accounts/services/otp_service'

export interface SignupInput {
  firstName: string
  lastName: string
  email: string
  password: string
  contactNumber: string
  otp: string
}

/**
 * Creates a learner account once the mailed code checks out. A taken address
 * fails here, after the code (409 at the OTP step, docs/decisions.md#accounts), so the code
 * request never reveals who is registered.
 */
@inject()
export default class SignupService {
  constructor(private otps: OtpService) {}

  /** `ip`: the caller's, for when a code that takes no more tries may be replaced. */
  async register(input: SignupInput, ip?: string) {
    // checked before the transaction: see OtpService.verify
    const otpId = await this.otps.verify(input.email, input.otp, ip)
    return db.transaction(async (trx) => {
      await this.otps.spend(otpId, trx)
      const taken = await User.query({ client: trx }).where('email', input.email).first()
      if (taken) {
        throw new ApiException('User is already registered. Please sign in.', { status: 409 })
      }
      return User.create(
        {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          password: input.password,
          contactNumber: input.contactNumber,
          accountType: 'Student',
          provider: 'email',
        },
        { client: trx }
      )
    })
  }
}
