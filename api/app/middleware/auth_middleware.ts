import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'
import { hasBearerToken } from '#services/bearer_token'

/**
 * Denies unauthenticated calls. A call with a bearer token is authenticated by
 * the token guard only: CSRF is skipped for such calls, so a session cookie
 * must not be able to stand in for the token.
 */
export default class AuthMiddleware {
  async handle(
    ctx: HttpContext,
    next: NextFn,
    options: { guards?: (keyof Authenticators)[] } = {}
  ) {
    const guards = hasBearerToken(ctx) ? (['api'] as const) : (options.guards ?? ['web'])
    await ctx.auth.authenticateUsing([...guards])
    return next()
  }
}
