import env from '#start/env'
import { defineConfig } from '@adonisjs/cors'

/**
 * The storefront and the browser admin are served from the API's own origin.
 * Other origins (the desktop app, a separately hosted front end) may call the
 * API with a bearer token; cookies are never shared cross-origin.
 */
const allowedOrigins = env
  .get('CORS_ORIGINS')
  ?.split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)

const corsConfig = defineConfig({
  enabled: true,
  origin: allowedOrigins && allowedOrigins.length > 0 ? allowedOrigins : true,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['retry-after', 'x-request-id', 'x-total-count'],
  credentials: false,
  maxAge: 90,
})

export default corsConfig
