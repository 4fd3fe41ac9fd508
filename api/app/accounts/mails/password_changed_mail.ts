import env from '#start/env'
import { BaseMail } from '@adonisjs/mail'
import { mailBody } from '#core/mails/layout'

export default class PasswordChangedMail extends BaseMail {
  subject = `Your ${env.get('APP_NAME')} password was changed`

  constructor(
    private email: string,
    private firstName: string
  ) {
    super()
  }

  prepare() {
    const { text, html } = mailBody([
      `Hello ${this.firstName},`,
      'The password of your account was just changed, and every other signed-in device was signed out.',
      'If you did not do this, reset your password at once and contact support.',
    ])
    this.message.to(this.email).subject(this.subject).text(text).html(html)
  }
}
