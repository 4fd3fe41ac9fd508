import mail from '@adonisjs/mail/services/main'
import type { BaseMail } from '@adonisjs/mail'

/**
 * Makes `mail.send` throw for mails of the given class, as an SMTP outage
 * would, while other mails go to the fake as usual. Returns the undo.
 */
export function failSending(mailClass: abstract new (...args: any[]) => BaseMail) {
  const send = mail.send.bind(mail)
  mail.send = (async (message: unknown, ...rest: unknown[]) => {
    if (message instanceof mailClass) throw new Error('SMTP server unreachable')
    return (send as any)(message, ...rest)
  }) as typeof mail.send
  return () => {
    delete (mail as { send?: unknown }).send
  }
}
