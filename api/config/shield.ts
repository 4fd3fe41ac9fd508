import { defineConfig } from '@adonisjs/shield'
import type { HttpContext } from '@adonisjs/core/http'
import { isCsrfExempt } from '#http/services/csrf_exemptions'

/**
 * CSRF exemptions and their reasons live in app/http/services/csrf_exemptions.ts.
 * The Content-Security-Policy is not set here: it belongs to HTML pages and is
 * built from the settings (app/http/services/content_security_policy.ts, sent by
 * StaticSite). HSTS is not set here either: shield would send it on plain
 * HTTP too (app/http/middleware/transport_security_middleware.ts sends it over HTTPS).
 */
const shieldConfig = defineConfig({
  csp: {
    enabled: false,
    directives: {},
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    exceptRoutes: (ctx: HttpContext) => isCsrfExempt(ctx),
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: {
    enabled: true,
    action: 'DENY',
  },
  hsts: {
    enabled: false,
  },
  contentTypeSniffing: {
    enabled: true,
  },
})

export default shieldConfig
