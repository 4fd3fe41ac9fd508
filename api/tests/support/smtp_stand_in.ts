import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/** One mail as the stand-in received it. */
export interface ReceivedMail {
  /** Envelope sender and recipients (MAIL FROM, RCPT TO) */
  envelopeFrom: string
  recipients: string[]
  /** The account the client signed in with (SMTP AUTH) */
  user: string
  /** The message's headers, lower-cased names, folded lines joined */
  headers: Map<string, string>
  /** The whole message with quoted-printable undone, to look for text and links in */
  text: string
}

function headersOf(raw: string) {
  const head = raw
    .replace(/\r\n/g, '\n')
    .split('\n\n')[0]
    .replace(/\n[ \t]+/g, ' ')
  const headers = new Map<string, string>()
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

const unquote = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/**
 * A local SMTP server that accepts mail only after AUTH with `credentials`
 * (plain text on loopback: no STARTTLS), and keeps what it received.
 */
export async function startSmtpStandIn(credentials: { user: string; password: string }) {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.password) {
        return callback(null, { user: auth.username })
      }
      callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        mails.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          user: String(session.user),
          headers: headersOf(raw),
          text: unquote(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    /** The first mail to `address`, waited for up to 30 s. */
    async mailTo(address: string) {
      for (let waited = 0; waited < 30_000; waited += 100) {
        const mail = mails.find((entry) => entry.recipients.includes(address))
        if (mail) return mail
        await sleep(100)
      }
      throw new Error(`no mail reached ${address}`)
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
