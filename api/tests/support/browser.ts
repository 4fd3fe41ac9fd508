/**
 * A minimal browser for flows that span several requests with the same
 * cookies (sign in here, be signed out by something done elsewhere, follow an
 * OAuth redirect). Japa's session plugin gives every request a fresh session
 * and discards it afterwards, so these flows talk to the test server with
 * plain fetch and a cookie jar, and send the XSRF header the way axios does.
 */
export interface BrowserResponse {
  status: number
  headers: Headers
  body: any
  /** The Location header of a redirect, if any. */
  location: string | null
}

export class Browser {
  readonly baseUrl: string
  readonly cookies = new Map<string, string>()

  constructor(baseUrl = `http://${process.env.HOST}:${process.env.PORT}`) {
    this.baseUrl = baseUrl
  }

  get(path: string) {
    return this.request('GET', path)
  }

  post(path: string, json: unknown = {}) {
    return this.request('POST', path, json)
  }

  put(path: string, json: unknown = {}) {
    return this.request('PUT', path, json)
  }

  /**
   * Sends a request with the jar's cookies. Unsafe methods carry the
   * XSRF-TOKEN cookie back as X-XSRF-TOKEN, fetching one first if the jar has
   * none yet (a page load would have given it).
   */
  async request(method: string, path: string, json?: unknown): Promise<BrowserResponse> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (!['GET', 'HEAD'].includes(method)) {
      if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/v1/config')
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? ''
    }
    if (json !== undefined) headers['content-type'] = 'application/json'
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader()

    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: 'manual',
    })
    this.store(response.headers.getSetCookie())

    const text = await response.text()
    let body: any = text
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) {
      body = JSON.parse(text)
    }
    return {
      status: response.status,
      headers: response.headers,
      body,
      location: response.headers.get('location'),
    }
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  private store(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator)
      const value = pair.slice(separator + 1)
      const expired = attributes.some((attribute) => {
        const [key, attributeValue = ''] = attribute.split('=')
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0
        if (key.toLowerCase() === 'expires') return new Date(attributeValue).getTime() <= Date.now()
        return false
      })
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}
