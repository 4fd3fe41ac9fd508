import { vi } from 'vitest'

export interface RecordedCall {
  url: string
  method: string
  headers: Record<string, string>
  body: string | null
}

type Route = (call: RecordedCall) => Response | Promise<Response>

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

/** A fetch that answers like the API from a table of `METHOD /path` routes and records calls. */
export function fakeApi(routes: Record<string, Route>) {
  const calls: RecordedCall[] = []
  const send = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const headers: Record<string, string> = {}
    new Headers(init.headers).forEach((value, name) => (headers[name] = value))
    const call = {
      url,
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? init.body : null,
    }
    calls.push(call)
    const route = routes[`${call.method} ${new URL(url).pathname}`]
    if (!route) return json(404, { success: false, message: 'Not found' })
    return route(call)
  })
  return { send: send as unknown as typeof fetch, calls }
}

export function adminUser(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'u1',
    firstName: 'Asha',
    lastName: 'Rao',
    name: 'Asha Rao',
    email: 'admin@pathshala.local',
    image: null,
    accountType: 'Admin',
    createdAt: '2026-01-01T00:00:00.000Z',
    contactNumber: null,
    additionalDetails: {
      dateOfBirth: null,
      contactNumber: null,
      about: null,
      gender: null,
      state: null,
    },
    materials: [],
    ...overrides,
  }
}
