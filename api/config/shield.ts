import { defineConfig } from '@adonisjs/shield'
import type { HttpContext } from '@adonisjs/core/http'
import { isCsrfExempt } from '#services/csrf_exemptions'

/** CSRF exemptions and their reasons live in app/services/csrf_exemptions.ts. */
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
    enabled: true,
    maxAge: '180 days',
  },
  contentTypeSniffing: {
    enabled: true,
  },
})

export default shieldConfig
