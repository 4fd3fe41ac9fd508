import type { HttpContext } from '@adonisjs/core/http'

/**
 * Whether the call authenticates with `Authorization: Bearer …` (the desktop
 * app). Such a call is judged by its token alone, never by a cookie.
 */
export function hasBearerToken(ctx: HttpContext) {
  return /^Bearer\s+\S+/i.test(ctx.request.header('authorization') ?? '')
}
