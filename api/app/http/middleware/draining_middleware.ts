import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { gracefulShutdown } from '#http/services/graceful_shutdown'
import { failure } from '#core/transformers/envelope'

/**
 * A stopping instance (README, "Deployment") finishes the requests it had
 * already started and refuses new ones with 503 before doing anything, so a
 * balancer that retries a 503 elsewhere (deploy/nginx.conf) moves them to an
 * instance that stays; no 503 of this API follows a change, so a retry never
 * repeats one. The health check answers 503 by itself.
 */
export default class DrainingMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!gracefulShutdown.draining || ctx.request.url() === '/api/v1/health') return next()
    ctx.response.header('Retry-After', '1')
    ctx.response.header('Connection', 'close')
    return ctx.response.serviceUnavailable(failure('This server is restarting. Please try again.'))
  }
}
