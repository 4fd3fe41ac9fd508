import env from '#start/env'
import { BaseMail } from '@adonisjs/mail'
import { mailBody } from '#core/mails/layout'

export default class SignupCodeMail extends BaseMail {
  subject = `Your ${env.get('APP_NAME')} verification code`

  constructor(
    private email: string,
    private code: string,
    private validMinutes: number
  ) {
    super()
  }

  prepare() {
    const { text, html } = mailBody([
      `Your verification code is ${this.code}`,
      `Enter it on the sign-up screen to verify your email. It is valid for ${this.validMinutes} minutes and can be used once.`,
      'If you did not ask for this code, you can ignore this mail.',
    ])
    this.message.to(this.email).subject(this.subject).text(text).html(html)
  }
}
