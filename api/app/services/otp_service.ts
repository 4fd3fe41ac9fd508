import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import EmailOtp from '#models/email_otp'
import SignupCodeMail from '#mails/signup_code_mail'
import ApiException from '#exceptions/api_exception'
import { numericCode, sameDigest, sha256 } from '#services/secret_token'
import { spendMailAllowance } from '#services/mail_rate_limit'

export const OTP_LENGTH = 6
export const OTP_VALIDITY_SECONDS = 300
export const OTP_MAX_FAILED_ATTEMPTS = 5

export const OTP_MESSAGES = {
  sent: 'OTP sent to email',
  invalid: 'Invalid OTP. Please check the code and try again.',
  expired: 'The code has expired or was never requested. Please request a new one.',
  tooManyAttempts: 'Too many wrong codes. Please request a new one.',
}

/**
 * Sign-up codes: one live code per address, stored hashed, valid 300 s, single
 * use, dead after five wrong tries. A new request replaces the old code.
 */
export default class OtpService {
  async issue(email: string, ip: string) {
    await spendMailAllowance('otp', email, ip)
    const code = numericCode(OTP_LENGTH)
    await EmailOtp.updateOrCreate(
      { email },
      {
        codeHash: sha256(code),
        failedAttempts: 0,
        expiresAt: DateTime.now().plus({ seconds: OTP_VALIDITY_SECONDS }),
      }
    )
    await mail.send(new SignupCodeMail(email, code, OTP_VALIDITY_SECONDS / 60))
  }

  /**
   * Checks the code and consumes it inside the caller's transaction. Every try
   * first reserves one of the five attempts with a single atomic UPDATE, so
   * parallel guesses cannot exceed the cap; a right code is then deleted, so it
   * works once even when two requests carry it.
   */
  async consume(email: string, code: string, trx: TransactionClientContract) {
    const reserved = await db
      .from('email_otps')
      .where('email', email)
      .where('expires_at', '>', new Date())
      .where('failed_attempts', '<', OTP_MAX_FAILED_ATTEMPTS)
      .increment('failed_attempts', 1)
      .returning(['id', 'code_hash'])

    const otp = reserved[0] as { id: number; code_hash: string } | undefined
    if (!otp) throw await this.whyUnavailable(email)

    if (!sameDigest(otp.code_hash, sha256(code))) {
      throw new ApiException(OTP_MESSAGES.invalid, { status: 400, code: 'E_OTP_INVALID' })
    }
    const deleted = await trx.from('email_otps').where('id', otp.id).delete()
    if (!deleted) {
      throw new ApiException(OTP_MESSAGES.expired, { status: 400, code: 'E_OTP_EXPIRED' })
    }
  }

  private async whyUnavailable(email: string) {
    const otp = await EmailOtp.findBy('email', email)
    if (otp && otp.expiresAt > DateTime.now()) {
      return new ApiException(OTP_MESSAGES.tooManyAttempts, { status: 429, code: 'E_OTP_LOCKED' })
    }
    return new ApiException(OTP_MESSAGES.expired, { status: 400, code: 'E_OTP_EXPIRED' })
  }
}
