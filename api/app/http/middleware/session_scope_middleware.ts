import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import { SESSION_COOKIE_NAME } from '#config/session'
import { needsSession } from '#http/services/csrf_exemptions'

/**
 * Opens the session only where one is needed (see `needsSession`): static
 * files, public media, the health probe and a visitor's public reads neither
 * read nor write one. Without a session, only a bearer token can sign a call
 * in (the auth middleware knows).
 */
@inject()
export default class SessionScopeMiddleware {
  constructor(private session: SessionMiddleware<any>) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (!needsSession(ctx, SESSION_COOKIE_NAME)) return next()
    return this.session.handle(ctx, next)
  }
}
