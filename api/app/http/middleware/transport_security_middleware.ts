import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** 180 days, in seconds. */
const HSTS_MAX_AGE = 180 * 24 * 60 * 60

/**
 * Headers for every answer, HTML or JSON: a referrer that gives other sites
 * the origin only (never a path such as a reset link's), and HSTS only on an
 * answer that went out over HTTPS (directly, or through a proxy listed in
 * TRUSTED_PROXIES that says so in X-Forwarded-Proto): browsers ignore it
 * over plain HTTP, and claiming it there would tell nothing true.
 */
export default class TransportSecurityMiddleware {
  handle({ request, response }: HttpContext, next: NextFn) {
    response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    if (request.protocol() === 'https') {
      response.header('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE}`)
    }
    return next()
  }
}
