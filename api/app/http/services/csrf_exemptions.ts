import type { HttpContext } from '@adonisjs/core/http'
import { SESSION_COOKIE_NAME } from '#config/session'
import { hasBearerToken } from '#http/services/bearer_token'

/** Where the built-in Razorpay simulator is mounted (dev/razorpay_simulator/routes.ts). */
const RAZORPAY_SIMULATOR_PREFIX = '/api/v1/razorpay-simulator'

/**
 * CSRF guards cookie-authenticated calls (XSRF-TOKEN cookie, X-XSRF-TOKEN
 * header). A call that carries a bearer token is authenticated by that token
 * alone (see the auth middleware), which a foreign page cannot forge, so CSRF
 * does not apply to it. `validate` only reads who is signed in (POST for the
 * old client's sake), so a session that ended answers it 401, not a CSRF 403.
 * `tokens` is how the desktop app (no cookies) gets its bearer token; it
 * starts no cookie session, so there is nothing for a forged call to ride on.
 * The public catalogue reads only read. The Razorpay webhook is called by
 * Razorpay's servers, which have no session or token; each delivery is
 * authenticated by its HMAC signature over the raw body instead.
 */
const EXEMPT_PATHS = new Set([
  '/api/v1/auth/validate',
  '/api/v1/auth/tokens',
  // public catalogue reads, POST for the old client's sake; the old client
  // sends them without cookies, so there is no token to send either
  '/api/v1/courses/showAllCategories',
  '/api/v1/courses/getAllCourses',
  '/api/v1/courses/getACourse',
  // the store listing, likewise a public read sent as POST
  '/api/v1/store/getAllBooks',
  // Local media uploads (no CLOUDINARY_URL) stand in for Cloudinary's upload
  // endpoint: clients post files there as they would to Cloudinary, from the
  // browser without cookies. Each upload is authenticated by its signature
  // (made by generateSignature for a signed-in user with a server secret, good
  // for an hour), not by a session, so a CSRF token would add nothing and the
  // old client has none to send.
  '/api/v1/media/upload/image',
  '/api/v1/media/upload/raw',
  // The built-in Razorpay simulator (outside production) plays Razorpay's own
  // servers, which no cookie reaches: its Orders API is called by the
  // `razorpay` SDK from this server with basic auth (key id:key secret), and
  // its checkout's calls come from the test-mode checkout window, authorised
  // by the unguessable order id and the key id, as Razorpay's checkout is.
  // A session or CSRF token would prove nothing there; the whole prefix
  // (with POST /v1/payments/:id/capture) is also stateless, see
  // isStatelessRequest.
  `${RAZORPAY_SIMULATOR_PREFIX}/checkout/settle`,
  `${RAZORPAY_SIMULATOR_PREFIX}/checkout/fail`,
  `${RAZORPAY_SIMULATOR_PREFIX}/v1/orders`,
])

/** Whether the matched route runs the auth middleware (a signed-in or admin call). */
function requiresSignIn(ctx: HttpContext) {
  const middleware = ctx.route?.middleware
  if (!middleware) return false
  for (const entry of middleware.all()) {
    if ((entry as { name?: string }).name === 'auth') return true
  }
  return false
}

/**
 * A call to a signed-in or admin route that brings no session cookie: no
 * session can authenticate it (the auth middleware then uses only what the
 * request carries, and without a cookie the session guard is not even
 * tried), so authentication answers it (401, or 403 for a learner on an admin
 * call) instead of a CSRF refusal that would tell it to refresh a page it
 * does not have. Public calls (login, sign-up, contact...) stay checked
 * without a cookie: a forged login must stay impossible.
 */
function isSessionlessSignedInCall(ctx: HttpContext) {
  return ctx.request.cookiesList()[SESSION_COOKIE_NAME] === undefined && requiresSignIn(ctx)
}

/**
 * The `/api/*` catch-all (start/web_app.ts) only answers 404, or 405 for a
 * known path called with another method: it changes nothing, so a missing
 * token must not hide that answer.
 */
const API_NOT_FOUND_ROUTE = 'web_app.api_not_found'

/**
 * Calls the CSRF check never applies to (see above): a bearer token, which the
 * auth middleware then requires to be what authenticates the call (never the
 * session cookie beside it), a signed-in route without a session cookie, the
 * exempt paths and the catch-all.
 */
export function isCsrfExempt(ctx: HttpContext) {
  return (
    hasBearerToken(ctx) ||
    EXEMPT_PATHS.has(ctx.request.url()) ||
    ctx.route?.name === API_NOT_FOUND_ROUTE ||
    isSessionlessSignedInCall(ctx)
  )
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Where the browser gets its XSRF-TOKEN cookie: the front ends load the public
 * config and ask who is signed in before any form can be sent; after a
 * session ends elsewhere (logout, password reset), validate hands out a fresh
 * token with its 401.
 */
const XSRF_BOOTSTRAP_PATHS = new Set(['/api/v1/config', '/api/v1/auth/validate'])

/**
 * Whether this request needs the CSRF machinery at all: a checked write, or
 * the bootstrap call that hands out the token. Everything else (reads, exempt
 * calls) skips it, so a visitor browsing the catalogue never gets a session
 * row written just to hold an unused CSRF secret.
 */
export function needsCsrfGuard(ctx: HttpContext) {
  // no session, nothing a forged request could ride on
  if (isStatelessRequest(ctx)) return false
  const path = ctx.request.url()
  if (XSRF_BOOTSTRAP_PATHS.has(path)) return true
  return UNSAFE_METHODS.has(ctx.request.method()) && !isCsrfExempt(ctx)
}

/**
 * Requests that never need a session: the built front ends' files, public
 * media files, signed uploads and downloads, the health probe, and the
 * built-in Razorpay simulator (Razorpay's servers, authenticated as those are).
 */
export function isStatelessRequest(ctx: HttpContext) {
  const path = ctx.request.url()
  if (!path.startsWith('/api/')) return true
  return (
    path === '/api/v1/health' ||
    path === '/api/v1/payment/webhook' ||
    path.startsWith('/api/v1/media/image/') ||
    path.startsWith('/api/v1/media/raw/') ||
    path.startsWith('/api/v1/media/download/') ||
    path.startsWith('/api/v1/media/upload/') ||
    path.startsWith(`${RAZORPAY_SIMULATOR_PREFIX}/`)
  )
}

/** Browser navigations that sign someone in, so they must be able to start a session. */
const SESSION_STARTING_PATHS = new Set(['/api/v1/auth/google/callback'])

/**
 * Whether to open the session store for this request: when the browser
 * already has a session, when a CSRF token is checked or handed out (the
 * secret lives in the session), or when the call may sign someone in. A
 * visitor's public reads open none, so they write nothing and set no cookie.
 */
export function needsSession(ctx: HttpContext, sessionCookieName: string) {
  if (isStatelessRequest(ctx)) return false
  if (ctx.request.cookiesList()[sessionCookieName] !== undefined) return true
  return needsCsrfGuard(ctx) || SESSION_STARTING_PATHS.has(ctx.request.url())
}
