import { MESSAGES } from '@pathshala/shared'
import type { BridgeFailure, BridgeRequest, BridgeResponse } from '../shared/ipc-contract.ts'
import { isNoAnswer, NO_ANSWER_MESSAGE, withAnswerTimeout } from './answer-timeout.ts'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])
/** Longer than a session check: some admin calls (publishing a course) do real work. */
export const API_CALL_TIMEOUT_MS = 60_000

/**
 * Calls that create or end a sign-in go through the auth channels only: through this bridge a
 * renderer could otherwise read a fresh token out of an answer, or start a cookie session.
 */
const SIGN_IN_PATHS = [
  '/api/v1/auth/tokens',
  '/api/v1/auth/login',
  '/api/v1/auth/logout',
  '/api/v1/auth/signup',
  '/api/v1/auth/google',
]

/**
 * Headers the renderer may set; the bearer token is main's to add. `idempotency-key` lets a
 * queued write be sent again without being applied twice (docs/api-contract.md#idempotency-keys).
 */
const FORWARDED_HEADERS = new Set([
  'accept',
  'content-type',
  'if-none-match',
  'if-match',
  'idempotency-key',
])

function refused(status: number, message: string): BridgeFailure {
  return { ok: false, status, message, errors: [] }
}

export interface BridgeContext {
  serverOrigin: string | null
  token: string | null
  send: typeof fetch
  /** Told when the server no longer accepts the token (revoked, expired). */
  onUnauthorized: () => Promise<void> | void
}

/**
 * Sends one API call for the renderer with the bearer token attached. Only calls to the
 * configured server's /api/v1 leave this way, without cookies and without following redirects
 * (a redirect elsewhere must not take the token along).
 */
export async function sendForRenderer(
  request: BridgeRequest,
  context: BridgeContext
): Promise<BridgeResponse | BridgeFailure> {
  if (context.serverOrigin === null) return refused(400, 'No server is set up yet')
  let url: URL
  try {
    url = new URL(request.url)
  } catch {
    return refused(400, 'Invalid address')
  }
  const method = request.method.toUpperCase()
  if (url.origin !== context.serverOrigin || !url.pathname.startsWith('/api/v1/')) {
    return refused(403, 'Only calls to the configured server are allowed')
  }
  if (SIGN_IN_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) {
    return refused(403, 'Sign in and out through the app')
  }
  if (!METHODS.has(method)) return refused(405, 'Method not allowed')

  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (FORWARDED_HEADERS.has(name.toLowerCase()) && typeof value === 'string')
      headers[name] = value
  }
  if (context.token !== null) headers['Authorization'] = `Bearer ${context.token}`

  let response: Response
  let body: string
  try {
    response = await withAnswerTimeout(context.send, API_CALL_TIMEOUT_MS)(url.href, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : (request.body ?? undefined),
      redirect: 'manual',
      credentials: 'omit',
    })
    body = await response.text()
  } catch (error) {
    return refused(0, isNoAnswer(error) ? NO_ANSWER_MESSAGE : MESSAGES.networkError)
  }
  if (response.status === 401 && context.token !== null) await context.onUnauthorized()
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()].filter(
      ([name]) => name.toLowerCase() !== 'set-cookie'
    ),
    body,
  }
}
