import { createApiClient, isApiError, MESSAGES } from '@pathshala/shared'
import type { ServerCheckResult } from '../shared/ipc-contract.ts'

const HEALTH_TIMEOUT_MS = 8000

export type AddressParse = { ok: true; origin: string } | { ok: false; message: string }

/**
 * Reduces what the admin typed to the API's origin (`https://host[:port]`). A bare host gets
 * http:// (the usual first-run answer is a server on this machine or the LAN); anything with a
 * path, a query or credentials is refused, since the app adds `/api/v1` itself.
 */
export function parseServerAddress(input: string): AddressParse {
  const typed = input.trim()
  if (typed === '') return { ok: false, message: 'Enter the server address' }
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `http://${typed}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return { ok: false, message: 'Enter a valid address, for example http://127.0.0.1:3333' }
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
  return { ok: true, origin: url.origin }
}

/**
 * Asks `<origin>/api/v1/health`: only a Pathshala API that can reach its database counts as a
 * server to sign in to.
 */
export async function checkServer(input: string, send: typeof fetch): Promise<ServerCheckResult> {
  const parsed = parseServerAddress(input)
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message, errors: [] }
  const { origin } = parsed
  const client = createApiClient({
    baseUrl: `${origin}/api/v1`,
    auth: { kind: 'token', getToken: () => null },
    fetch: (url, init) => send(url, { ...init, signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) }),
  })
  try {
    const { body } = await client.system.health()
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
