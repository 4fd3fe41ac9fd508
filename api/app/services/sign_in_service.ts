import hash from '@adonisjs/core/services/hash'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import ApiException from '#exceptions/api_exception'
import { throttles } from '#services/throttles'

const INVALID_CREDENTIALS = 'Invalid email or password'

/**
 * Password checks with the two failure limits (per address+IP, per IP). Only
 * failures count: a successful sign-in does not use up the allowance.
 */
export default class SignInService {
  async verify(email: string, password: string, ip: string) {
    const perAccount = throttles.loginPerAccount()
    const perIp = throttles.loginPerIp()
    const accountKey = `login:${email}:${ip}`
    const ipKey = `login:${ip}`

    for (const [limiter, key] of [
      [perAccount, accountKey],
      [perIp, ipKey],
    ] as const) {
      if (await limiter.isBlocked(key)) {
        const minutes = Math.ceil((await limiter.availableIn(key)) / 60)
        throw new ApiException(
          `Too many failed sign-in attempts. Please try again in ${minutes} minute(s).`,
          { status: 429, code: 'E_TOO_MANY_LOGIN_ATTEMPTS' }
        )
      }
    }

    const user = await User.findBy('email', email)
    const valid = user?.password
      ? await hash.verify(user.password, password)
      : // keep the answer time the same for unknown addresses
        (await hash.make(password), false)

    if (!user || !valid) {
      await Promise.all([perAccount.increment(accountKey), perIp.increment(ipKey)])
      throw new ApiException(INVALID_CREDENTIALS, { status: 401, code: 'E_INVALID_CREDENTIALS' })
    }
    await perAccount.delete(accountKey)
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
