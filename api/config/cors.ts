import env from '#start/env'
import { defineConfig } from '@adonisjs/cors'

/**
 * The origin the desktop admin app's pages run on (a custom app:// scheme).
 * It calls the API with a bearer token, so it is always allowed, also when
 * CORS_ORIGINS narrows the list.
 */
export const DESKTOP_APP_ORIGIN = 'app://admin'

/** CORS_ORIGINS parsed once per distinct value (tests change it at run time). */
let parsedFrom: string | undefined
let parsedOrigins: string[] = []
function configuredOrigins(): string[] {
  const raw = env.get('CORS_ORIGINS')
  if (raw !== parsedFrom) {
    parsedFrom = raw
    parsedOrigins = (raw ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
  }
  return parsedOrigins
}

/**
 * The storefront and the browser admin are served from the API's own origin.
 * Other origins (the desktop app, a separately hosted front end) may call the
 * API with a bearer token; cookies are never shared cross-origin
 * (`credentials: false`, so no Access-Control-Allow-Credentials).
 */
const corsConfig = defineConfig({
  enabled: true,
  origin: (origin) => {
    const allowed = configuredOrigins()
    if (allowed.length === 0) return true
    return origin === DESKTOP_APP_ORIGIN || allowed.includes(origin)
  },
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['retry-after', 'x-request-id', 'x-total-count'],
  credentials: false,
  maxAge: 90,
})

export default corsConfig
