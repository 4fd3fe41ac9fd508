import { randomUUID } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

function addresses(value: unknown): string[] {
  if (!value) return []
  const list = Array.isArray(value) ? value : [value]
  return list.map((entry) => (typeof entry === 'string' ? entry : String(entry?.address ?? '')))
}

/**
 * Development without SMTP: the mail is written to the log in full text, so a
 * person trying the product can read the sign-up code or the reset link.
 */
export class LogTransport implements MailTransportContract {
  async send(message: NodeMailerMessage) {
    const to = addresses(message.to)
    const from = addresses(message.from)[0] ?? ''
    logger.info(
      `Mail (no SMTP configured) to ${to.join(', ')}\nSubject: ${message.subject}\n\n${message.text ?? ''}`
    )
    return new MailResponse(randomUUID(), { from, to }, undefined)
  }
}
