import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * One structured log line per request, carrying the request id that is also
 * returned to the client in `X-Request-Id`.
 */
export default class RequestLoggerMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const startedAt = process.hrtime.bigint()
    const requestId = ctx.request.id()
    if (requestId) ctx.response.header('X-Request-Id', requestId)
    try {
      await next()
    } finally {
      const durationMs = Number(process.hrtime.bigint() - startedAt) / 1e6
      ctx.logger.info(
        {
          request_id: requestId,
          method: ctx.request.method(),
          url: ctx.request.url(),
          status: ctx.response.getStatus(),
          duration_ms: Math.round(durationMs * 10) / 10,
          user_id: ctx.auth?.user?.id,
        },
        'request'
      )
    }
  }
}
