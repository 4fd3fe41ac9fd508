import env from '#start/env'
import { BaseMail } from '@adonisjs/mail'
import { mailBody } from '#core/mails/layout'

export default class PasswordResetMail extends BaseMail {
  subject = `Reset your ${env.get('APP_NAME')} password`

  constructor(
    private email: string,
    private firstName: string,
    private resetUrl: string,
    private validMinutes: number
  ) {
    super()
  }

  prepare() {
    const { text, html } = mailBody([
      `Hello ${this.firstName},`,
      `Someone asked to reset the password of your account. Open this link to choose a new one (valid for ${this.validMinutes} minutes, usable once):`,
      this.resetUrl,
      'If it was not you, ignore this mail: your password stays as it is.',
    ])
    this.message.to(this.email).subject(this.subject).text(text).html(html)
  }
}
