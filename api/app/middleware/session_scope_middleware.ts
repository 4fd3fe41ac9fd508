import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import { isStatelessRequest } from '#services/csrf_exemptions'

/**
 * Sessions for API calls only: static files, public media and the health
 * probe neither read nor touch one (no session write per asset request).
 */
@inject()
export default class SessionScopeMiddleware {
  constructor(private session: SessionMiddleware<any>) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (isStatelessRequest(ctx)) return next()
    return this.session.handle(ctx, next)
  }
}
