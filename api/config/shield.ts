import { defineConfig } from '@adonisjs/shield'
import type { HttpContext } from '@adonisjs/core/http'
import { hasBearerToken } from '#services/bearer_token'

/**
 * CSRF guards cookie-authenticated calls (XSRF-TOKEN cookie, X-XSRF-TOKEN
 * header). A call that carries a bearer token is authenticated by that token
 * alone (see the auth middleware), which a foreign page cannot forge, so CSRF
 * does not apply to it. `validate` only reads who is signed in (POST for the
 * old client's sake), so a session that ended answers it 401, not a CSRF 403.
 * `tokens` is how the desktop app (no cookies) gets its bearer token; it
 * starts no cookie session, so there is nothing for a forged call to ride on.
 * The Razorpay webhook joins the list in a later issue.
 */
const EXEMPT_PATHS = new Set(['/api/v1/auth/validate', '/api/v1/auth/tokens'])

const shieldConfig = defineConfig({
  csp: {
    enabled: false,
    directives: {},
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    exceptRoutes: (ctx: HttpContext) => hasBearerToken(ctx) || EXEMPT_PATHS.has(ctx.request.url()),
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: {
    enabled: true,
    action: 'DENY',
  },
  hsts: {
    enabled: true,
    maxAge: '180 days',
  },
  contentTypeSniffing: {
    enabled: true,
  },
})

export default shieldConfig
