import type { FakeMailer } from '@adonisjs/mail'
import PasswordResetMail from '#accounts/mails/password_reset_mail'

export const REQUEST_PATH = '/api/v1/auth/reset-password-token'
export const RESET_PATH = '/api/v1/auth/reset-password'
export const REQUEST_ANSWER =
  'If an account exists for this email, a reset link has been sent to it.'
export const RESET_FAILED = 'Failed to reset password. The link may be expired or invalid.'
export const NEW_PASSWORD = 'Fresh#Pass42'

/** Reset mails sent to `email` during the fake, oldest first. */
export function resetMailsTo(fake: FakeMailer, email: string) {
  return fake.mails.sent(
    (sent): sent is PasswordResetMail =>
      sent instanceof PasswordResetMail && sent.message.hasTo(email)
  )
}

/** The reset link of the latest reset mail to `email`. */
export function resetLinkFor(fake: FakeMailer, email: string) {
  const mails = resetMailsTo(fake, email)
  if (mails.length === 0) throw new Error(`no reset mail was sent to ${email}`)
  const text = String(mails.at(-1)!.message.toJSON().message.text)
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(text)?.[0]
  if (!link) throw new Error(`the reset mail carries no link: ${text}`)
  return new URL(link)
}

/** The token of the latest reset mail to `email`. */
export function resetTokenFor(fake: FakeMailer, email: string) {
  return resetLinkFor(fake, email).searchParams.get('token')!
}
