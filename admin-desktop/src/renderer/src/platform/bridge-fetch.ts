import type { DesktopApi } from '../../../preload/desktop-api.ts'

// Statuses whose answers have no body (the Response constructor refuses one).
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  if (input instanceof URL) return input.href
  return input.url
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError')
}

/**
 * A fetch for the shared API client that hands each call to the main process, which adds the
 * bearer token and sends it. Form data (signed file uploads, authenticated by their signature
 * rather than the token) goes straight from the page, without credentials.
 */
export function createBridgeFetch(
  bridge: Pick<DesktopApi['api'], 'send'>,
  direct: typeof fetch
): typeof fetch {
  return async (input, init = {}) => {
    const body = init.body ?? null
    if (body !== null && typeof body !== 'string')
      return direct(input, { ...init, credentials: 'omit' })
    const signal = init.signal ?? undefined
    if (signal?.aborted) throw abortError()

    const headers: Record<string, string> = {}
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value
    })
    const pending = bridge.send({ url: urlOf(input), method: init.method ?? 'GET', headers, body })
    const answer = await (signal
      ? Promise.race([
          pending,
          new Promise<never>((_resolve, reject) =>
            signal.addEventListener('abort', () => reject(abortError()), { once: true })
          ),
        ])
      : pending)

    if ('ok' in answer) {
      // refused by main, or no answer from the server: status 0 reads as a network error
      if (answer.status === 0) throw new TypeError(answer.message)
      return new Response(
        JSON.stringify({ success: false, message: answer.message, errors: answer.errors }),
        {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        }
      )
    }
    return new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    })
  }
}
