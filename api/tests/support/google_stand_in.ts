import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { freePort } from '#start/runtime/free_port'

/**
 * A local stand-in for Google's OAuth2 token and userinfo endpoints, so the
 * whole sign-in callback runs in tests without the network. bin/test.ts calls
 * `configureGoogleStandIn()` before the app boots (env is read at boot); the
 * Google test group starts and stops the server.
 */

export const STAND_IN_CLIENT_ID = 'stand-in-client.apps.googleusercontent.com'
export const STAND_IN_CLIENT_SECRET = 'stand-in-client-secret'

/** What Google's v3 userinfo endpoint answers (the shape ally's driver reads). */
export interface GoogleUserInfo {
  sub: string
  email?: string
  email_verified?: boolean
  name?: string
  given_name?: string
  family_name?: string
  picture?: string
}

type CodeGrant = { profile: GoogleUserInfo } | { fail: true }

class GoogleStandIn {
  port = 0
  #server?: Server
  #codes = new Map<string, CodeGrant>()
  #accessTokens = new Map<string, GoogleUserInfo>()
  /** Form fields of every token request received, for assertions. */
  tokenRequests: Record<string, string>[] = []

  get origin() {
    return `http://127.0.0.1:${this.port}`
  }

  get authorizeUrl() {
    return `${this.origin}/o/oauth2/v2/auth`
  }

  /** Picks the port and points the app's Google settings at it. */
  async configure() {
    do {
      this.port = await freePort()
    } while (String(this.port) === process.env.PORT)
    process.env.GOOGLE_CLIENT_ID = STAND_IN_CLIENT_ID
    process.env.GOOGLE_CLIENT_SECRET = STAND_IN_CLIENT_SECRET
    process.env.GOOGLE_AUTHORIZE_URL = this.authorizeUrl
    process.env.GOOGLE_TOKEN_URL = `${this.origin}/token`
    process.env.GOOGLE_USERINFO_URL = `${this.origin}/v3/userinfo`
  }

  /** A one-time authorization code that signs in as `profile`. */
  issueCode(profile: GoogleUserInfo) {
    const code = `code-${randomBytes(12).toString('hex')}`
    this.#codes.set(code, { profile })
    return code
  }

  /** A code whose exchange fails with a 500 from the token endpoint. */
  failingCode() {
    const code = `code-${randomBytes(12).toString('hex')}`
    this.#codes.set(code, { fail: true })
    return code
  }

  reset() {
    this.#codes.clear()
    this.#accessTokens.clear()
    this.tokenRequests = []
  }

  async start() {
    if (this.#server) return
    const server = createServer((request, response) => {
      this.#handle(request, response).catch(() => send(response, 500, { error: 'internal' }))
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.#server = server
  }

  async stop() {
    const server = this.#server
    this.#server = undefined
    this.reset()
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.origin)

    if (request.method === 'POST' && url.pathname === '/token') {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(request)))
      this.tokenRequests.push(fields)
      const grant = this.#codes.get(fields.code ?? '')
      this.#codes.delete(fields.code ?? '')
      const validClient =
        fields.client_id === STAND_IN_CLIENT_ID && fields.client_secret === STAND_IN_CLIENT_SECRET
      if (!validClient) return send(response, 401, { error: 'invalid_client' })
      if (fields.grant_type !== 'authorization_code' || !grant) {
        return send(response, 400, { error: 'invalid_grant' })
      }
      if ('fail' in grant) return send(response, 500, { error: 'server_error' })
      const accessToken = `ya29.${randomBytes(16).toString('hex')}`
      this.#accessTokens.set(accessToken, grant.profile)
      return send(response, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3599,
        scope: 'openid email profile',
        id_token: 'stand-in-id-token',
      })
    }

    if (request.method === 'GET' && url.pathname === '/v3/userinfo') {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
      const profile = bearer ? this.#accessTokens.get(bearer) : undefined
      if (!profile) return send(response, 401, { error: 'invalid_token' })
      return send(response, 200, profile)
    }

    return send(response, 404, { error: 'not_found' })
  }
}

function readBody(request: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

export const googleStandIn = new GoogleStandIn()

/** Called by bin/test.ts before the app boots. */
export function configureGoogleStandIn() {
  return googleStandIn.configure()
}
