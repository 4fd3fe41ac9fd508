import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ApiException from '#core/exceptions/api_exception'

/**
 * Admin-only calls; runs after the auth middleware.
 */
export default class AdminMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.auth.getUserOrFail().isAdmin) {
      throw new ApiException('This action is for admins only', { status: 403 })
    }
    return next()
  }
}
