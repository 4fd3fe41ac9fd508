import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { FakeMailer } from '@adonisjs/mail'
import type { ApiClient } from '@japa/api-client'
import { OTP_LENGTH } from '#services/otp_service'
import type { Throttle } from '#services/throttles'

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

export interface BrowserAnswer {
  status: number
  body: any
  headers: Headers
}

/**
 * A browser with a cookie jar, talking to the test server over HTTP. Japa's
 * session plugin drops every session a response creates, so flows that carry
 * one session across calls (log in, then validate, then log out) use this.
 * Writes echo the XSRF-TOKEN cookie in X-XSRF-TOKEN, as the storefront does.
 */
export class Browser {
  cookies = new Map<string, string>()

  static baseUrl() {
    return `http://${process.env.HOST}:${process.env.PORT}`
  }

  /** A second browser holding a copy of this one's cookies. */
  clone() {
    const copy = new Browser()
    copy.cookies = new Map(this.cookies)
    return copy
  }

  cookie(name: string) {
    return this.cookies.get(name)
  }

  /** Loads a page of the app, which hands out the session and XSRF cookies. */
  async visit() {
    return this.request('GET', '/config')
  }

  async request(
    method: string,
    path: string,
    options: {
      json?: unknown
      body?: string
      headers?: Record<string, string>
      xsrf?: boolean
    } = {}
  ): Promise<BrowserAnswer> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    }
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (method !== 'GET' && options.xsrf !== false && xsrf) {
      headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    }
    let body = options.body
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.json)
    }

    const response = await fetch(`${Browser.baseUrl()}${API}${path}`, { method, headers, body })
    for (const line of response.headers.getSetCookie()) this.store(line)
    const text = await response.text()
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      headers: response.headers,
    }
  }

  post(path: string, json: unknown = {}, options: { headers?: Record<string, string> } = {}) {
    return this.request('POST', path, { json, ...options })
  }

  private store(line: string) {
    const [pair, ...attributes] = line.split(';')
    const separator = pair.indexOf('=')
    const name = pair.slice(0, separator).trim()
    const value = pair.slice(separator + 1).trim()
    const expired = attributes.some((attribute) => {
      const [key, raw] = attribute.split('=').map((part) => part.trim())
      if (key.toLowerCase() === 'max-age') return Number(raw) <= 0
      if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now()
      return false
    })
    if (expired || value === '') this.cookies.delete(name)
    else this.cookies.set(name, value)
  }
}

/** Signs a browser in through the real login call. */
export async function signedInBrowser(email: string, password: string) {
  const browser = new Browser()
  await browser.visit()
  const login = await browser.post('/auth/login', { email, password })
  if (login.status !== 200) {
    throw new Error(`login failed with ${login.status}: ${JSON.stringify(login.body)}`)
  }
  return browser
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
export async function statusOf(answer: Promise<BrowserAnswer>) {
  const { status } = await answer
  return status
}
