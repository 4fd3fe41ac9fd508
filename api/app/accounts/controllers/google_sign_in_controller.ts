import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { isGoogleConfigured } from '#config/ally'
import GoogleAccountService from '#accounts/services/google_account_service'
import SignInService from '#accounts/services/sign_in_service'

/**
 * Browser navigation: GET /auth/google starts Google's consent screen; the
 * callback signs the learner in (creating the account on first visit) and
 * lands on /home. Every failure lands on /login with a reason the page shows.
 */
@inject()
export default class GoogleSignInController {
  constructor(
    private accounts: GoogleAccountService,
    private signIn: SignInService
  ) {}

  async redirect({ ally, response }: HttpContext) {
    if (!isGoogleConfigured()) return response.redirect('/login?error=google_unavailable')
    return ally.use('google').redirect()
  }

  async callback(ctx: HttpContext) {
    if (!isGoogleConfigured()) return ctx.response.redirect('/login?error=google_unavailable')
    const google = ctx.ally.use('google')
    if (google.accessDenied()) return ctx.response.redirect('/login?error=google_cancelled')
    if (google.stateMisMatch() || google.hasError()) {
      return ctx.response.redirect('/login?error=google_failed')
    }

    let user
    try {
      user = await this.accounts.findOrCreate(await google.user())
    } catch (error) {
      ctx.logger.warn({ err: error }, 'Google sign-in failed')
      return ctx.response.redirect('/login?error=google_failed')
    }
    if (!user) return ctx.response.redirect('/login?error=google_unverified')

    await this.signIn.startSession(ctx, user)
    return ctx.response.redirect('/home')
  }
}
