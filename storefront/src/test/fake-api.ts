import { vi } from 'vitest'

interface CannedAnswer {
  status?: number
  body?: unknown
  headers?: Record<string, string>
}

/** One canned answer; a function may look at the request (its JSON body parsed). */
export type FakeAnswer = CannedAnswer | ((request: FakeRequest) => CannedAnswer)

export interface FakeRequest {
  method: string
  /** The path after /api/v1, without the query string: '/auth/validate'. */
  path: string
  query: URLSearchParams
  body: unknown
}

/**
 * Stands in for the API in component tests: stubs the global fetch (the shared client looks it
 * up on every call) with answers keyed 'METHOD /path' (path after /api/v1, no query string).
 * An unlisted call answers 404, so a test sees what it forgot. Returns every request made.
 *
 *   const calls = fakeApi({ 'POST /auth/validate': { status: 401, body: { success: false } } })
 */
export function fakeApi(routes: Record<string, FakeAnswer>) {
  const calls: FakeRequest[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const path = url.pathname.replace(/^\/api\/v1/, '')
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body
    const request: FakeRequest = { method, path, query: url.searchParams, body }
    calls.push(request)
    const route = routes[`${method} ${path}`]
    const answer =
      typeof route === 'function'
        ? route(request)
        : (route ?? {
            status: 404,
            body: { success: false, message: `No fake for ${method} ${path}` },
          })
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    })
  })
  return calls
}

/** The answer of POST /auth/validate for a visitor. */
export const SIGNED_OUT = { status: 401, body: { success: false, message: 'Unauthorized access' } }
