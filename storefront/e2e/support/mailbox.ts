import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ENV, readEnv } from './environment.ts'
import type { StoredMail } from './smtp-stand-in.ts'

export type { StoredMail }

interface WaitOptions {
  /** Only mails that arrived at or after this moment (Date.now() before the action). */
  since?: number
  /** Only mails whose subject matches. */
  subject?: RegExp
  /** How long to wait; mails go out after the API's answer, so allow a few seconds. */
  timeout?: number
}

function readAll(): StoredMail[] {
  const folder = readEnv(ENV.mailDir)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => /^\d+\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as StoredMail)
    .sort((a, b) => a.sequence - b.sequence)
}

/** Every mail the SMTP stand-in received for `address`, oldest first. */
export function mailsTo(address: string): StoredMail[] {
  const wanted = address.toLowerCase()
  return readAll().filter((mail) => mail.recipients.includes(wanted))
}

/** Waits for the newest mail to `address` that matches, and returns it. */
export async function waitForMail(address: string, options: WaitOptions = {}) {
  const { since = 0, subject, timeout = 15_000 } = options
  const deadline = Date.now() + timeout
  for (;;) {
    const found = mailsTo(address)
      .filter((mail) => mail.receivedAt >= since && (!subject || subject.test(mail.subject)))
      .at(-1)
    if (found) return found
    if (Date.now() > deadline) {
      const seen = mailsTo(address).map((mail) => `"${mail.subject}"`)
      throw new Error(
        `No mail to ${address}${subject ? ` with subject ${subject}` : ''} within ${timeout} ms` +
          ` (mails to that address: ${seen.join(', ') || 'none'})`
      )
    }
    await sleep(100)
  }
}

/** The 6-digit sign-up code of the newest verification mail to `address`. */
export async function waitForSignupCode(address: string, options: WaitOptions = {}) {
  const mail = await waitForMail(address, { subject: /verification code/i, ...options })
  const code = mail.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`No 6-digit code in the mail "${mail.subject}":\n${mail.text}`)
  return code
}

/** The reset-password link of the newest reset mail to `address`. */
export async function waitForResetLink(address: string, options: WaitOptions = {}) {
  const mail = await waitForMail(address, { subject: /reset/i, ...options })
  const link = mail.text.match(/https?:\/\/\S*reset-password\S*/)?.[0]
  if (!link) throw new Error(`No reset link in the mail "${mail.subject}":\n${mail.text}`)
  return link
}

/** The same helpers as one object, handed to tests as the `mailbox` fixture. */
export const mailbox = {
  all: mailsTo,
  waitForMail,
  waitForSignupCode,
  waitForResetLink,
}
export type Mailbox = typeof mailbox
