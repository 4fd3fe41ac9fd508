import hash from '@adonisjs/core/services/hash'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import ApiException from '#exceptions/api_exception'
import { reserve, throttles } from '#services/throttles'

const INVALID_CREDENTIALS = 'Invalid email or password'

/**
 * Password checks with the two failure limits (per address+IP, per IP). Only
 * failures count: a successful sign-in does not use up the allowance.
 */
export default class SignInService {
  /**
   * Every attempt first reserves one failure from both allowances (see
   * `reserve`), so parallel guesses cannot get past a limit while the password
   * hashes. A successful attempt gives its reservation back; a failure keeps
   * it until the limit's window ends. Only increments and decrements touch the
   * counters, so parallel calls can neither lose a failure nor forgive one.
   */
  async verify(email: string, password: string, ip: string) {
    const { refused, giveBack } = await reserve([
      { throttle: throttles.loginPerAccount(), key: `login:${email}:${ip}` },
      { throttle: throttles.loginPerIp(), key: `login:${ip}` },
    ])
    if (refused) {
      const minutes = Math.max(1, Math.ceil(refused.availableIn / 60))
      throw new ApiException(
        `Too many failed sign-in attempts. Please try again in ${minutes} minute(s).`,
        { status: 429, code: 'E_TOO_MANY_LOGIN_ATTEMPTS', retryAfter: refused.availableIn }
      )
    }

    const user = await User.findBy('email', email)
    const valid = user?.password
      ? await hash.verify(user.password, password)
      : // keep the answer time the same for unknown addresses
        (await hash.make(password), false)

    if (!user || !valid) {
      throw new ApiException(INVALID_CREDENTIALS, { status: 401, code: 'E_INVALID_CREDENTIALS' })
    }
    await giveBack()
    return user
  }

  /**
   * Starts a web session: a fresh session id (the guard regenerates it) tagged
   * with the user, so a password reset can find and end it.
   */
  async startSession(ctx: HttpContext, user: User) {
    await ctx.auth.use('web').login(user)
    await ctx.session.tag(user.id)
  }
}
