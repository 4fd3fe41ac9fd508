import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { needsCsrfGuard } from '#http/services/csrf_exemptions'

let headersOnly: ShieldMiddleware | undefined

/**
 * Shield's security headers on every response; its CSRF guard (which keeps a
 * secret in the session and sets XSRF-TOKEN) only where a token is checked or
 * handed out. See `needsCsrfGuard`.
 */
@inject()
export default class SecurityMiddleware {
  constructor(private shield: ShieldMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (needsCsrfGuard(ctx)) return this.shield.handle(ctx, next)
    headersOnly ??= new ShieldMiddleware(
      { ...app.config.get<ShieldConfig>('shield'), csrf: { enabled: false } },
      encryption.use()
    )
    return headersOnly.handle(ctx, next)
  }
}
