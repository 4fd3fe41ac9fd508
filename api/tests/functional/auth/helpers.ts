import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { FakeMailer } from '@adonisjs/mail'
import type { ApiClient } from '@japa/api-client'
import { OTP_LENGTH } from '@pathshala/shared'
import type { Throttle } from '#core/services/throttles'
import type { BrowserResponse } from '#tests/support/browser'

export const API = '/api/v1'
export const SESSION_COOKIE = 'pathshala-session'

/**
 * The address every test request comes from: the test server listens on
 * 127.0.0.1 and trusts no proxy headers outside production. Tests that pre-fill
 * a per-IP counter check the key was really used, so a wrong guess here fails.
 */
export const CLIENT_IP = '127.0.0.1'

/** Mails are faked for every test of the group and the fake is handed over. */
export function withFakeMail(group: Group) {
  const state: { mailer: FakeMailer } = {} as any
  group.each.setup(() => {
    state.mailer = mail.fake()
    return () => mail.restore()
  })
  return state
}

function recipients(message: { nodeMailerMessage: { to?: unknown } }) {
  const to = message.nodeMailerMessage.to
  const list = Array.isArray(to) ? to : to ? [to] : []
  return list.map((entry: any) => (typeof entry === 'string' ? entry : entry.address))
}

/**
 * Texts of the mails sent to one address, oldest first. Mail classes are
 * tracked by the fake as `mails`, inline messages as `messages`: both count.
 */
export function mailTexts(mailer: FakeMailer, email: string) {
  const messages = [...mailer.mails.sent().map((sent) => sent.message), ...mailer.messages.sent()]
  return messages
    .filter((message) => recipients(message).includes(email))
    .map((message) => String(message.nodeMailerMessage.text ?? ''))
}

/** The sign-up code in the newest mail to `email`. */
export function lastCode(mailer: FakeMailer, email: string) {
  const texts = mailTexts(mailer, email)
  const text = texts.at(-1)
  if (!text) throw new Error(`no mail was sent to ${email}`)
  const match = text.match(new RegExp(`\\b(\\d{${OTP_LENGTH}})\\b`))
  if (!match) throw new Error(`no ${OTP_LENGTH}-digit code in the mail to ${email}: ${text}`)
  return match[1]
}

/** Asks for a sign-up code like the registration form does and returns the mailed code. */
export async function requestCode(client: ApiClient, mailer: FakeMailer, email: string) {
  const response = await client.post(`${API}/auth/sendotp`).json({ email }).withCsrfToken()
  response.assertStatus(200)
  return lastCode(mailer, email)
}

export function signupPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
    contactNumber: '9876543210',
    otp: '000000',
    ...overrides,
  }
}

/** A code that is not `code` (for wrong guesses). */
export function otherCode(code: string) {
  return String((Number(code) + 1) % 10 ** OTP_LENGTH).padStart(OTP_LENGTH, '0')
}

export async function otpRow(email: string) {
  return db.from('email_otps').where('email', email).first()
}

/** Field messages of a 422 answer, by field. */
export function fieldMessages(body: { errors?: { field: string; message: string }[] }) {
  const messages: Record<string, string[]> = {}
  for (const error of body.errors ?? []) {
    ;(messages[error.field] ??= []).push(error.message)
  }
  return messages
}

export async function userCount() {
  const [row] = await db.from('users').count('* as total')
  return Number(row.total)
}

export async function failedAttempts(email: string) {
  const row = await otpRow(email)
  return row?.failed_attempts as number | undefined
}

export async function codeHash(email: string) {
  const row = await otpRow(email)
  return row?.code_hash as string | undefined
}

/** How much of a limit a key has used (undefined when it has no counter). */
export async function consumed(throttle: Throttle, key: string) {
  const counter = await throttle.get(key)
  return counter?.consumed
}

/** The status of a browser answer. */
export async function statusOf(answer: Promise<BrowserResponse>) {
  const { status } = await answer
  return status
}
