import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { OTP_LENGTH, OTP_VALIDITY_SECONDS } from '@pathshala/shared'
import EmailOtp from '#accounts/models/email_otp'
import SignupCodeMail from '#accounts/mails/signup_code_mail'
import ApiException from '#core/exceptions/api_exception'
import { numericCode, sameDigest, sha256 } from '#accounts/services/secret_token'
import { mailAllowanceWait, spendMailAllowance } from '#accounts/services/mail_rate_limit'
import { lockedCodeFields, wrongCodeFields } from '#accounts/transformers/otp_refusal'

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
    // one statement, so two requests at once cannot both try to insert
    await db
      .table('email_otps')
      .insert({
        email,
        code_hash: sha256(code),
        failed_attempts: 0,
        expires_at: DateTime.now().plus({ seconds: OTP_VALIDITY_SECONDS }).toJSDate(),
        created_at: new Date(),
      })
      .onConflict('email')
      .merge(['code_hash', 'failed_attempts', 'expires_at', 'created_at'])
    await mail.send(new SignupCodeMail(email, code, OTP_VALIDITY_SECONDS / 60))
  }

  /**
   * Checks the code and returns the id of the row to spend. Every try first
   * reserves one of the five attempts with a single atomic UPDATE, so parallel
   * guesses cannot exceed the cap. It runs outside any transaction, so a wrong
   * guess stays counted; callers must call it before opening their own
   * transaction (holding a pooled connection while waiting for a second one
   * starves the pool under parallel requests). A refusal says how many tries
   * are left and, with none left, when a new code may be asked for (`ip`: the
   * caller's, whose mail allowance counts too).
   */
  async verify(email: string, code: string, ip?: string) {
    const reserved = await db
      .from('email_otps')
      .where('email', email)
      .where('expires_at', '>', new Date())
      .where('failed_attempts', '<', OTP_MAX_FAILED_ATTEMPTS)
      .increment('failed_attempts', 1)
      .returning(['id', 'code_hash', 'failed_attempts'])

    const otp = reserved[0] as
      { id: number; code_hash: string; failed_attempts: number } | undefined
    if (!otp) throw await this.whyUnavailable(email, ip)

    if (!sameDigest(otp.code_hash, sha256(code))) {
      // the count already holds this try (a right code gives it back by being spent)
      const attemptsLeft = Math.max(0, OTP_MAX_FAILED_ATTEMPTS - otp.failed_attempts)
      const retryAfter = attemptsLeft === 0 ? await this.newCodeWait(email, ip) : undefined
      throw new ApiException(OTP_MESSAGES.invalid, {
        status: 400,
        code: 'E_OTP_INVALID',
        fields: { ...wrongCodeFields(attemptsLeft, retryAfter) },
      })
    }
    return otp.id
  }

  /**
   * Deletes a verified code inside the caller's transaction, so it works once
   * even when two requests carry it (the second finds it gone), and comes back
   * if the caller rolls back.
   */
  async spend(id: number, trx: TransactionClientContract) {
    const deleted = await trx.from('email_otps').where('id', id).delete()
    if (!deleted) {
      throw new ApiException(OTP_MESSAGES.expired, { status: 400, code: 'E_OTP_EXPIRED' })
    }
  }

  private async whyUnavailable(email: string, ip?: string) {
    const otp = await EmailOtp.findBy('email', email)
    if (otp && otp.expiresAt > DateTime.now()) {
      // the lock ends with a new code, as soon as the mail limits allow one
      const retryAfter = await this.newCodeWait(email, ip)
      return new ApiException(OTP_MESSAGES.tooManyAttempts, {
        status: 429,
        code: 'E_OTP_LOCKED',
        retryAfter: retryAfter > 0 ? retryAfter : undefined,
        fields: { ...lockedCodeFields(retryAfter) },
      })
    }
    return new ApiException(OTP_MESSAGES.expired, { status: 400, code: 'E_OTP_EXPIRED' })
  }

  /** Seconds until POST /auth/sendotp would mail `email` a new code (0: now). */
  private newCodeWait(email: string, ip?: string) {
    return mailAllowanceWait('otp', email, ip)
  }
}
