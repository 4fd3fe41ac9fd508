import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'
import { errors } from '@adonisjs/auth'
import { hasBearerToken } from '#http/services/bearer_token'

/**
 * Denies unauthenticated calls. A call with a bearer token is authenticated by
 * the token guard only: CSRF is skipped for such calls, so a session cookie
 * must not be able to stand in for the token. A call that opened no session
 * (see SessionScopeMiddleware) cannot use the session guard.
 */
export default class AuthMiddleware {
  async handle(
    ctx: HttpContext,
    next: NextFn,
    options: { guards?: (keyof Authenticators)[] } = {}
  ) {
    const wanted = hasBearerToken(ctx) ? ['api' as const] : (options.guards ?? ['web' as const])
    const usable = wanted.filter((guard) => guard !== 'web' || ctx.session !== undefined)
    if (usable.length === 0) {
      throw new errors.E_UNAUTHORIZED_ACCESS('Unauthorized access', {
        guardDriverName: 'session',
      })
    }
    await ctx.auth.authenticateUsing(usable)
    return next()
  }
}
