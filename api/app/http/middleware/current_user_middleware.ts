import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { hasBearerToken } from '#http/services/bearer_token'

/**
 * Public calls that answer differently for a signed-in caller (their own
 * enrolment or purchase marked) learn who is calling, without requiring it.
 * Afterwards `ctx.auth.user` is the caller or undefined.
 */
export default class CurrentUserMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const bearer = hasBearerToken(ctx)
    // without a bearer token or an open session there is nobody to look for
    if (!bearer && ctx.session === undefined) return next()
    try {
      await ctx.auth.authenticateUsing(bearer ? ['api'] : ['web'])
    } catch {
      // a visitor
    }
    return next()
  }
}
