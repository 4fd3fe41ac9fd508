import type { fakeBridge } from './fake-bridge.ts'

type Bridge = ReturnType<typeof fakeBridge>

export interface FakeAnswer {
  status?: number
  /** Sent as JSON unless it is a string */
  body: unknown
  headers?: Array<[string, string]>
}

/** Answers by API path (after /api/v1, no query string); gets the full URL to read filters. */
export type FakeApiRoutes = Record<string, (url: URL) => FakeAnswer>

/**
 * Makes the fake bridge's `api:send` answer like the server would, route by route; anything
 * unrouted gets a 404. Returns the URLs asked for, in order.
 */
export function answerApi(bridge: Bridge, routes: FakeApiRoutes): URL[] {
  const asked: URL[] = []
  bridge.api.send.mockImplementation((async (request: { url: string }) => {
    const url = new URL(request.url)
    asked.push(url)
    const path = url.pathname.replace(/^\/api\/v1/, '')
    const route = routes[path]
    const answer: FakeAnswer = route
      ? route(url)
      : { status: 404, body: { success: false, message: 'Route not found' } }
    const json = typeof answer.body !== 'string'
    return {
      status: answer.status ?? 200,
      statusText: 'OK',
      headers: answer.headers ?? [['content-type', json ? 'application/json' : 'text/plain']],
      body: json ? JSON.stringify(answer.body) : (answer.body as string),
    }
  }) as never)
  return asked
}

/** The bridge's answer when the server cannot be reached (no network, server down). */
export const UNREACHABLE_ANSWER = {
  ok: false as const,
  status: 0,
  message: 'The server could not be reached',
  errors: [],
}

/** Every API call goes unanswered until the returned function is called (then routes answer). */
export function makeServerUnreachable(bridge: Bridge): () => void {
  const answer = bridge.api.send.getMockImplementation()
  bridge.api.send.mockImplementation((async () => UNREACHABLE_ANSWER) as never)
  return () => {
    if (answer) bridge.api.send.mockImplementation(answer)
    else bridge.api.send.mockReset()
  }
}
