import { createContractClient, isApiError, MESSAGES } from '@pathshala/shared'
import type { ApiRegistry } from '../shared/api-contract.ts'
import type { ServerCheckResult } from '../shared/ipc-contract.ts'
import { withAnswerTimeout } from './answer-timeout.ts'

export const HEALTH_TIMEOUT_MS = 8000
/**
 * How long main waits for `/config` when learning where pictures live: short, since the first
 * page after an upgrade waits for it (a tiny answer the server sends at once).
 */
export const MEDIA_ORIGIN_TIMEOUT_MS = 3000

export type AddressParse = { ok: true; origin: string } | { ok: false; message: string }

export const HTTPS_REQUIRED_MESSAGE =
  'Use https:// for a server on another computer (the password and the session travel to it); http:// is only for a server on this computer.'

/** This computer: `localhost`, 127.0.0.0/8 and ::1 (a URL's hostname, already normalised). */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  )
}

/**
 * Reduces what the admin typed to the API's origin (`https://host[:port]`). A bare host gets
 * https://, or http:// when it is this computer (a server started with `npm start`). Plain
 * http:// to any other computer is refused: the password and the token would cross the network
 * readable. Anything with a path, a query or credentials is refused, since the app adds
 * `/api/v1` itself.
 */
export function parseServerAddress(input: string): AddressParse {
  const typed = input.trim()
  if (typed === '') return { ok: false, message: 'Enter the server address' }
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : withDefaultScheme(typed))
  } catch {
    return {
      ok: false,
      message: 'Enter a valid address, for example https://pathshala.example.com',
    }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: 'The address must start with http:// or https://' }
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: 'The address must not contain a user name or password' }
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') {
    return {
      ok: false,
      message:
        'Enter only the server address, without a path (for example https://pathshala.example.com)',
    }
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return { ok: false, message: HTTPS_REQUIRED_MESSAGE }
  }
  return { ok: true, origin: url.origin }
}

function withDefaultScheme(typed: string): string {
  try {
    if (isLoopbackHost(new URL(`http://${typed}`).hostname)) return `http://${typed}`
  } catch {
    // not an address at all: the caller says so
  }
  return `https://${typed}`
}

/**
 * Asks `<origin>/api/v1/health`: only a Pathshala API that can reach its database counts as a
 * server to sign in to.
 */
export async function checkServer(input: string, send: typeof fetch): Promise<ServerCheckResult> {
  const parsed = parseServerAddress(input)
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message, errors: [] }
  const { origin } = parsed
  const client = createContractClient<ApiRegistry>({
    baseUrl: `${origin}/api/v1`,
    auth: { kind: 'token', getToken: () => null },
    fetch: withAnswerTimeout(send, HEALTH_TIMEOUT_MS),
  })
  try {
    const { body } = await client.get('/health')
    if (body?.status === 'ok') return { ok: true, origin }
    return notPathshala(origin)
  } catch (error) {
    if (isApiError(error)) {
      if (error.status === 0) return unreachable(origin)
      if (error.status === 503) {
        return {
          ok: false,
          status: 503,
          message: `${origin} answered, but its database is not available. Try again shortly.`,
          errors: [],
        }
      }
      return notPathshala(origin)
    }
    return { ok: false, status: 0, message: MESSAGES.requestFailed, errors: [] }
  }
}

function unreachable(origin: string): ServerCheckResult {
  return {
    ok: false,
    status: 0,
    message: `No answer from ${origin}. Check the address and that the server is running.`,
    errors: [],
  }
}

function notPathshala(origin: string): ServerCheckResult {
  return {
    ok: false,
    status: 502,
    message: `${origin} answered, but it is not a Pathshala server.`,
    errors: [],
  }
}

/** An origin as the URL parser writes it: a host of letters, digits, dots and dashes, or [IPv6]. */
const PLAIN_ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/

/**
 * The origin a server says its pictures are served from (`mediaOrigin` of `/config`), or null
 * when it is no use in a page policy: held to the server address's rules (https, plain http
 * only on this computer, no credentials or path), and exactly an origin as the URL parser
 * writes it, so no wildcard, keyword, space or `;` can add anything else to the policy.
 */
export function parseMediaOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 300 || !PLAIN_ORIGIN.test(value)) return null
  const parsed = parseServerAddress(value)
  return parsed.ok && parsed.origin === value ? value : null
}

/**
 * Asks the server where its pictures live (`GET /config`, `mediaOrigin`): the origin, null when
 * it names none or nothing usable (an older API: the page policy stays as it was), undefined
 * when it did not answer (what was learned before still holds). Never throws.
 */
export async function fetchMediaOrigin(
  serverOrigin: string,
  send: typeof fetch
): Promise<string | null | undefined> {
  const client = createContractClient<ApiRegistry>({
    baseUrl: `${serverOrigin}/api/v1`,
    auth: { kind: 'token', getToken: () => null },
    fetch: withAnswerTimeout(send, MEDIA_ORIGIN_TIMEOUT_MS),
  })
  try {
    const { body } = await client.get('/config')
    // an older API sends no such field: parseMediaOrigin answers null
    return parseMediaOrigin(body?.data?.mediaOrigin)
  } catch {
    return undefined
  }
}
