import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { parseMail } from './mime.ts'

/** One received mail as the stand-in stores it (one JSON file per mail). */
export interface StoredMail {
  /** Envelope recipients (RCPT TO), lower-cased: the addresses the mail was delivered to. */
  recipients: string[]
  subject: string
  from: string
  text: string
  html: string
  /** Milliseconds since the epoch, stamped when the mail arrived. */
  receivedAt: number
  /** The order of arrival, so two mails in the same millisecond still sort. */
  sequence: number
}

/**
 * A local SMTP server standing in for the real one: accepts every mail on 127.0.0.1 without
 * TLS or authentication and writes it to `mailDir`, where the test workers read it (mailbox.ts).
 */
export async function startSmtpStandIn(mailDir: string, port: number) {
  mkdirSync(mailDir, { recursive: true })
  let sequence = 0
  const server = new SMTPServer({
    authOptional: true,
    // plain text on loopback: nodemailer would otherwise try to upgrade and want a certificate
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        const parsed = parseMail(Buffer.concat(chunks).toString('utf8'))
        sequence += 1
        const mail: StoredMail = {
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: parsed.subject,
          from: parsed.from,
          text: parsed.text,
          html: parsed.html,
          receivedAt: Date.now(),
          sequence,
        }
        const name = `${String(sequence).padStart(6, '0')}.json`
        // written under a temporary name first so a reader never sees half a file
        writeFileSync(join(mailDir, `.${name}`), JSON.stringify(mail, null, 2))
        renameSync(join(mailDir, `.${name}`), join(mailDir, name))
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
