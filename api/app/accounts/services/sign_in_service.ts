import hash from '@adonisjs/core/services/hash'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#accounts/models/user'
import ApiException from '#core/exceptions/api_exception'
import { throttles } from '#core/services/throttles'
import { FailureGate } from '#accounts/services/failure_gate'

const INVALID_CREDENTIALS = 'Invalid email or password'

/** One gate for the process: it counts the sign-ins running right now. */
const failures = new FailureGate()

/**
 * Password checks with the two failure limits (per address+IP, per IP). Only
 * known failures count: a burst of correct sign-ins of many learners behind
 * one address (a coaching centre's NAT) is never refused, while wrong
 * passwords, even sent in parallel, cannot pass either limit (see FailureGate).
 */
export default class SignInService {
  async verify(email: string, password: string, ip: string) {
    const admission = await failures.admit([
      { throttle: throttles.loginPerAccount(), key: `login:${email}:${ip}` },
      { throttle: throttles.loginPerIp(), key: `login:${ip}` },
    ])
    if (admission.refused) {
      const availableIn = admission.refused.availableIn
      const minutes = Math.max(1, Math.ceil(availableIn / 60))
      throw new ApiException(
        `Too many failed sign-in attempts. Please try again in ${minutes} minute(s).`,
        { status: 429, code: 'E_TOO_MANY_LOGIN_ATTEMPTS', retryAfter: availableIn }
      )
    }

    // an error on the way (the database) is no known failure and is not counted
    let failed = false
    try {
      const user = await User.findBy('email', email)
      const valid = user?.password
        ? await hash.verify(user.password, password)
        : // keep the answer time the same for unknown addresses
          (await hash.make(password), false)
      if (!user || !valid) {
        failed = true
        throw new ApiException(INVALID_CREDENTIALS, { status: 401, code: 'E_INVALID_CREDENTIALS' })
      }
      return user
    } finally {
      await admission.settle(failed)
    }
  }

  /**
   * Starts a web session: a fresh session id (the guard regenerates it) tagged
   * with the user, so a password reset can find and end it. The cookie store
   * (SESSION_DRIVER=cookie) keeps sessions in the browser and cannot be tagged.
   */
  async startSession(ctx: HttpContext, user: User) {
    await ctx.auth.use('web').login(user)
    if (ctx.session.supportsTagging()) await ctx.session.tag(user.id)
  }
}
