/**
 * A minimal browser for flows that span several requests with the same
 * cookies (sign in, then validate, then log out; be signed out by something
 * done elsewhere; follow an OAuth redirect). Japa's session plugin gives every
 * request a fresh session and discards it afterwards, so these flows talk to
 * the test server with plain fetch and a cookie jar, and send the XSRF header
 * the way the storefront's axios does.
 *
 * Paths are full paths on the test server, e.g. '/api/v1/auth/login' (or
 * `${API}/auth/login` with API from the auth helpers); a query string may be
 * part of the path.
 */
export interface BrowserResponse {
  status: number
  headers: Headers
  /**
   * The parsed JSON when the content-type says JSON, the text otherwise, and
   * null for an empty body.
   */
  body: any
  /** The Location header of a redirect (redirects are not followed), if any. */
  location: string | null
}

export interface BrowserRequestOptions {
  /** A body sent as JSON, with content-type application/json. */
  json?: unknown
  /** A raw body, sent as is (set the content-type in `headers`). */
  body?: string
  /** Extra headers; they win over the ones the browser sets itself. */
  headers?: Record<string, string>
  /**
   * false leaves out the X-XSRF-TOKEN header (and does not fetch an XSRF
   * cookie first), like a foreign page or a client without cookies.
   */
  xsrf?: boolean
}

/** Where a page load hands out the session and XSRF cookies. */
const CONFIG_PATH = '/api/v1/config'
const SAFE_METHODS = ['GET', 'HEAD']

export class Browser {
  readonly baseUrl: string
  readonly cookies = new Map<string, string>()

  constructor(baseUrl = `http://${process.env.HOST}:${process.env.PORT}`) {
    this.baseUrl = baseUrl
  }

  /** A second browser holding a copy of this one's cookies. */
  clone() {
    const copy = new Browser(this.baseUrl)
    for (const [name, value] of this.cookies) copy.cookies.set(name, value)
    return copy
  }

  cookie(name: string) {
    return this.cookies.get(name)
  }

  /** Loads a page of the app, which hands out the session and XSRF cookies. */
  visit() {
    return this.get(CONFIG_PATH)
  }

  get(path: string, options: Omit<BrowserRequestOptions, 'json' | 'body'> = {}) {
    return this.request('GET', path, options)
  }

  post(path: string, json: unknown = {}, options: Omit<BrowserRequestOptions, 'json'> = {}) {
    return this.request('POST', path, { json, ...options })
  }

  put(path: string, json: unknown = {}, options: Omit<BrowserRequestOptions, 'json'> = {}) {
    return this.request('PUT', path, { json, ...options })
  }

  /**
   * Sends a request with the jar's cookies. Unsafe methods carry the
   * XSRF-TOKEN cookie back, URI-decoded, as X-XSRF-TOKEN, loading a page
   * first if the jar has none yet (unless `xsrf` is false).
   */
  async request(
    method: string,
    path: string,
    options: BrowserRequestOptions = {}
  ): Promise<BrowserResponse> {
    method = method.toUpperCase()
    const headers = new Headers({ accept: 'application/json' })

    if (!SAFE_METHODS.includes(method) && options.xsrf !== false) {
      if (!this.cookies.has('XSRF-TOKEN')) await this.visit()
      const xsrf = this.cookies.get('XSRF-TOKEN')
      if (xsrf) headers.set('x-xsrf-token', decodeURIComponent(xsrf))
    }
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader())

    let body = options.body
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(options.json)
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)

    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body,
      redirect: 'manual',
    })
    this.store(response.headers.getSetCookie())

    const text = await response.text()
    const isJson = /[/+]json\b/i.test(response.headers.get('content-type') ?? '')
    return {
      status: response.status,
      headers: response.headers,
      body: text === '' ? null : isJson ? JSON.parse(text) : text,
      location: response.headers.get('location'),
    }
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Keeps the Set-Cookie lines, dropping cookies that are expired or emptied. */
  private store(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      const expired = attributes.some((attribute) => {
        const [key, raw = ''] = attribute.split('=').map((part) => part.trim())
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0
        if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now()
        return false
      })
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}

/** A browser signed in through the real login call. */
export async function signedInBrowser(email: string, password: string) {
  const browser = new Browser()
  await browser.visit()
  const login = await browser.post('/api/v1/auth/login', { email, password })
  if (login.status !== 200) {
    throw new Error(`login failed with ${login.status}: ${JSON.stringify(login.body)}`)
  }
  return browser
}
