import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { SessionCollection } from '@adonisjs/session'
import { inject } from '@adonisjs/core'
import env from '#start/env'
import User from '#accounts/models/user'
import PasswordResetToken from '#accounts/models/password_reset_token'
import PasswordResetMail from '#accounts/mails/password_reset_mail'
import PasswordChangedMail from '#accounts/mails/password_changed_mail'
import ApiException from '#core/exceptions/api_exception'
import { sha256, urlToken } from '#accounts/services/secret_token'
import { spendMailAllowance } from '#accounts/services/mail_rate_limit'

export const RESET_VALIDITY_MINUTES = 15
export const RESET_FAILED_MESSAGE = 'Failed to reset password. The link may be expired or invalid.'

/**
 * Reset links: a random token mailed as {APP_URL}/reset-password?token=…,
 * stored hashed, valid 15 minutes, used once. A reset ends every session and
 * access token of the account.
 */
@inject()
export default class PasswordResetService {
  constructor(private sessions: SessionCollection) {}

  async request(email: string, ip: string) {
    await spendMailAllowance('reset', email, ip)
    const user = await User.findBy('email', email)
    if (!user) return

    const token = urlToken()
    await PasswordResetToken.create({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: DateTime.now().plus({ minutes: RESET_VALIDITY_MINUTES }),
    })
    const url = new URL('/reset-password', env.get('APP_URL'))
    url.searchParams.set('token', token)
    await mail.send(
      new PasswordResetMail(user.email, user.firstName, url.href, RESET_VALIDITY_MINUTES)
    )
  }

  async reset(token: string, newPassword: string) {
    const refuse = () =>
      new ApiException(RESET_FAILED_MESSAGE, { status: 400, code: 'E_RESET_TOKEN' })
    const found = await PasswordResetToken.findBy('tokenHash', sha256(token))
    if (!found) throw refuse()

    const user = await db.transaction(async (trx) => {
      // Resets of one account run one after the other: the account row is
      // locked first, then its link is read again. Locking only the link let
      // two links of one account deadlock each other (a 500).
      const owner = await User.query({ client: trx })
        .where('id', found.userId)
        .forUpdate()
        .firstOrFail()
      const record = await PasswordResetToken.query({ client: trx })
        .where('id', found.id)
        .forUpdate()
        .first()
      if (!record || record.usedAt || record.expiresAt < DateTime.now()) throw refuse()
      record.usedAt = DateTime.now()
      await record.save()

      owner.password = newPassword
      await owner.save()
      // every other open link of this account dies with this reset
      await PasswordResetToken.query({ client: trx })
        .where('user_id', owner.id)
        .whereNull('used_at')
        .update({ used_at: new Date() })
      await trx.from('auth_access_tokens').where('tokenable_id', owner.id).delete()
      return owner
    })

    await this.endSessions(user.id)
    // the password is changed by now: a mail failure must not turn that into
    // an error the learner would retry with a link that no longer works
    try {
      await mail.send(new PasswordChangedMail(user.email, user.firstName))
    } catch (error) {
      logger.error({ err: error, userId: user.id }, 'password-changed mail failed')
    }
  }

  private async endSessions(userId: string) {
    // sessions kept in the browser (SESSION_DRIVER=cookie) are out of the server's reach
    if (!this.sessions.supportsTagging()) return
    const tagged = await this.sessions.tagged(userId)
    await Promise.all(tagged.map((session) => this.sessions.destroy(session.id)))
  }
}
