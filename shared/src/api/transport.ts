import { apiErrorFromAnswer } from './api-error.ts'
import { readCookie } from './cookies.ts'
import { buildQueryString, type Query } from './query.ts'
import { readAnswer, sendOrFail } from './read-answer.ts'

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN'
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN'

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * The storefront rides on the session cookie (plus the XSRF header the server checks on writes);
 * the desktop app has no cookie jar it controls, so it sends a bearer token instead.
 */
export type ApiAuth = { kind: 'cookie' } | { kind: 'token'; getToken: () => string | null }

export interface ApiClientOptions {
  /** Ends in `/api/v1`; a trailing slash is ignored. */
  baseUrl: string
  auth: ApiAuth
  /** Defaults to the global fetch; tests pass a fake. */
  fetch?: typeof fetch
}

export interface RequestOptions {
  query?: Query
  signal?: AbortSignal
  headers?: Record<string, string>
  /** Called with a 2xx answer's headers (the draft list's X-Total-Count, say). */
  onHeaders?: (headers: Headers) => void
}

/** The parsed answer together with its HTTP status, since screens branch on 200 vs 201. */
export interface ApiResult<T> {
  status: number
  body: T
}

export type RequestFunction = <T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options?: RequestOptions
) => Promise<ApiResult<T>>

const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD'])

export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '')
}

/** The fetch to send with: call it per request, so one stubbed or polyfilled after start-up is used. */
export function fetchOf(options: Pick<ApiClientOptions, 'fetch'>): typeof fetch {
  return options.fetch ?? globalThis.fetch
}

/**
 * Adds the caller's credentials to a request: the session cookie (and, on a write, the XSRF
 * header echoing its cookie), or the desktop's bearer token.
 */
export function authorize(auth: ApiAuth, init: RequestInit, headers: Record<string, string>) {
  if (auth.kind === 'cookie') {
    init.credentials = 'include'
    if (!SAFE_METHODS.has(init.method as HttpMethod)) {
      const xsrfToken = readCookie(XSRF_COOKIE_NAME)
      if (xsrfToken !== null) headers[XSRF_HEADER_NAME] = xsrfToken
    }
  } else {
    const token = auth.getToken()
    if (token) headers['Authorization'] = `Bearer ${token}`
  }
}

/** Sends one call and resolves with a 2xx answer, or rejects with an ApiError. */
export function createRequest(options: ApiClientOptions): RequestFunction {
  const baseUrl = trimBaseUrl(options.baseUrl)
  const { auth } = options

  async function sendOnce(
    send: typeof fetch,
    url: string,
    init: RequestInit,
    headers: Record<string, string>,
    extraHeaders: Record<string, string> | undefined
  ): Promise<{ response: Response; parsed: unknown }> {
    authorize(auth, init, headers)
    Object.assign(headers, extraHeaders)

    const response = await sendOrFail(send, url, init)
    const parsed = await readAnswer(response)
    return { response, parsed }
  }

  return async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    requestOptions: RequestOptions = {}
  ): Promise<ApiResult<T>> {
    const send = fetchOf(options)
    const headers: Record<string, string> = { Accept: 'application/json' }
    const init: RequestInit = { method, headers, signal: requestOptions.signal }

    if (body !== undefined) {
      if (isFormData(body)) {
        // The browser sets the multipart boundary itself.
        init.body = body
      } else {
        headers['Content-Type'] = 'application/json'
        init.body = JSON.stringify(body)
      }
    }

    const url = `${baseUrl}${path}${buildQueryString(requestOptions.query)}`
    let answer = await sendOnce(send, url, init, headers, requestOptions.headers)
    // The server answered with a fresh XSRF cookie: a stale token (an ended session) is
    // worth exactly one more try.
    if (auth.kind === 'cookie' && isStaleCsrfAnswer(answer)) {
      answer = await sendOnce(send, url, init, headers, requestOptions.headers)
    }
    const { response, parsed } = answer

    if (!response.ok) throw apiErrorFromAnswer(response.status, parsed)
    requestOptions.onHeaders?.(response.headers)
    return { status: response.status, body: parsed as T }
  }
}

function isStaleCsrfAnswer({ response, parsed }: { response: Response; parsed: unknown }) {
  return (
    response.status === 403 &&
    typeof parsed === 'object' &&
    parsed !== null &&
    (parsed as { code?: unknown }).code === 'E_BAD_CSRF_TOKEN'
  )
}

function isFormData(value: unknown): value is FormData {
  return typeof FormData !== 'undefined' && value instanceof FormData
}
