import { defineConfig } from '@adonisjs/shield'
import type { HttpContext } from '@adonisjs/core/http'
import { hasBearerToken } from '#services/bearer_token'

/**
 * CSRF guards cookie-authenticated calls (XSRF-TOKEN cookie, X-XSRF-TOKEN
 * header). A call that carries a bearer token is authenticated by that token
 * alone (see the auth middleware), which a foreign page cannot forge, so CSRF
 * does not apply to it. The Razorpay webhook joins the list in a later issue.
 */
const shieldConfig = defineConfig({
  csp: {
    enabled: false,
    directives: {},
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    exceptRoutes: (ctx: HttpContext) => hasBearerToken(ctx),
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
