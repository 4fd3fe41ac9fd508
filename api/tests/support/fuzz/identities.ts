import type { IncomingHttpHeaders } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import User from '#accounts/models/user'
import { USER_FACTORY_PASSWORD } from '#database/factories/user_factory'
import { sendFuzzRequest } from '#tests/support/fuzz/sender'
import type { FuzzRequest } from '#tests/support/fuzz/generators'

/** Who sends a fuzzed request: the headers that make it so. */
export interface FuzzIdentity {
  name: string
  headers: Record<string, string>
}

function cookiePairs(headers: IncomingHttpHeaders | Headers) {
  const list = headers instanceof Headers ? headers.getSetCookie() : (headers['set-cookie'] ?? [])
  const pairs: Record<string, string> = {}
  for (const line of list) {
    const [pair] = line.split(';')
    const at = pair.indexOf('=')
    if (at > 0) pairs[pair.slice(0, at).trim()] = pair.slice(at + 1).trim()
  }
  return pairs
}

/**
 * A browser session as the storefront gets one: the config call hands out the
 * session and XSRF-TOKEN cookies, then the login form posts with the token.
 * Returns the cookie header and the X-XSRF-TOKEN header every write needs.
 */
async function browserSession(baseUrl: string, email: string) {
  const jar: Record<string, string> = {}
  const first = await fetch(`${baseUrl}/api/v1/config`)
  Object.assign(jar, cookiePairs(first.headers))
  const cookie = () =>
    Object.entries(jar)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ')
  const xsrf = () => decodeURIComponent(jar['XSRF-TOKEN'] ?? '')
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cookie': cookie(), 'x-xsrf-token': xsrf() },
    body: JSON.stringify({ email, password: USER_FACTORY_PASSWORD }),
  })
  Object.assign(jar, cookiePairs(login.headers))
  if (login.status !== 200) {
    throw new Error(`fuzz: could not sign ${email} in (${login.status}): ${await login.text()}`)
  }
  // the token belongs to the session; after login the session may have a new one
  const again = await fetch(`${baseUrl}/api/v1/config`, { headers: { cookie: cookie() } })
  Object.assign(jar, cookiePairs(again.headers))
  return { 'cookie': cookie(), 'x-xsrf-token': xsrf() }
}

/** The users behind the signed-in identities, as fixtures made them. */
export interface FuzzUsers {
  learner: User
  admin: User
  learnerEmail: string
  adminEmail: string
}

/** Puts a user's email and password back, in case a fuzzed call changed them. */
async function restore(user: User, email: string) {
  await user.refresh()
  user.merge({ email, password: USER_FACTORY_PASSWORD })
  await user.save()
}

/** One signed-in identity, made anew. */
async function signIn(baseUrl: string, users: FuzzUsers, name: string): Promise<FuzzIdentity> {
  const learner = name.startsWith('learner')
  const user = learner ? users.learner : users.admin
  const email = learner ? users.learnerEmail : users.adminEmail
  if (name.endsWith('(bearer)')) {
    const token = await User.accessTokens.create(user)
    return { name, headers: { authorization: `Bearer ${token.value!.release()}` } }
  }
  try {
    return { name, headers: await browserSession(baseUrl, email) }
  } catch {
    // rate limited, or a fuzzed call changed the account: put it back and retry once
    await db.from('rate_limits').delete()
    await restore(user, email)
    return { name, headers: await browserSession(baseUrl, email) }
  }
}

const SIGNED_IN = ['learner (session)', 'admin (session)', 'learner (bearer)', 'admin (bearer)']

/**
 * Every kind of caller: a visitor, a learner and an admin by session cookie
 * (with the CSRF token) and by bearer token, and callers whose cookie or
 * token is junk.
 */
export async function fuzzIdentities(baseUrl: string, users: FuzzUsers): Promise<FuzzIdentity[]> {
  const signedIn = []
  for (const name of SIGNED_IN) signedIn.push(await signIn(baseUrl, users, name))
  return [
    { name: 'visitor', headers: {} },
    ...signedIn,
    { name: 'junk bearer', headers: { authorization: 'Bearer oat_MTIz.bm90LWEtdG9rZW4' } },
    {
      name: 'junk cookie',
      headers: {
        'cookie': 'pathshala-session=s%3Ajunk; XSRF-TOKEN=junk%00; remember_web=x',
        'x-xsrf-token': 'junk',
      },
    },
  ]
}

/**
 * The identities with every signed-in one that no longer is (a fuzzed call
 * may log a session out, revoke a token or change an account) made anew.
 */
export async function refreshIdentities(
  baseUrl: string,
  users: FuzzUsers,
  identities: FuzzIdentity[]
) {
  const validate: FuzzRequest = {
    method: 'POST',
    path: '/api/v1/auth/validate',
    headers: {},
    delivery: 'normal',
    label: 'validate',
  }
  return Promise.all(
    identities.map(async (identity) => {
      if (!SIGNED_IN.includes(identity.name)) return identity
      const answer = await sendFuzzRequest(baseUrl, validate, identity.headers)
      return answer.status === 200 ? identity : signIn(baseUrl, users, identity.name)
    })
  )
}

export interface HealthReport {
  healthy: boolean
  /** each failed attempt: its status and the start of its body, or why there was no answer */
  failures: string[]
}

const HEALTH_ATTEMPTS = 3
const HEALTH_RETRY_DELAY_MS = 2000

/**
 * Whether the server still answers its health check, each time on a connection of its own (a
 * pooled one may be closing). A dead server stays dead: a check that fails is tried again, up to
 * three times over about ten seconds, so one slow moment of a shared machine (the check gives
 * the database 2 s) is not taken for a dead server. The report says what each failure saw.
 */
export async function checkHealth(baseUrl: string): Promise<HealthReport> {
  const failures: string[] = []
  for (let attempt = 1; attempt <= HEALTH_ATTEMPTS; attempt++) {
    const begun = Date.now()
    const answer = await sendFuzzRequest(
      baseUrl,
      { method: 'GET', path: '/api/v1/health', headers: {}, delivery: 'normal', label: 'health' },
      {},
      { timeoutMs: 5000, freshConnection: true }
    )
    if (answer.status === 200) return { healthy: true, failures }
    const seen = answer.error ?? `${answer.status} ${answer.body.slice(0, 200)}`
    failures.push(`attempt ${attempt} after ${Date.now() - begun} ms: ${seen}`)
    if (attempt < HEALTH_ATTEMPTS) await sleep(HEALTH_RETRY_DELAY_MS)
  }
  return { healthy: false, failures }
}
