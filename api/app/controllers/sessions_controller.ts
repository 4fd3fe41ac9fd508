import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import SignInService from '#services/sign_in_service'
import UserTransformer from '#transformers/user_transformer'
import { credentialsValidator } from '#validators/auth'

/**
 * Web sign-in (cookie session): login, who am I (validate), logout.
 */
@inject()
export default class SessionsController {
  constructor(private signIn: SignInService) {}

  async store(ctx: HttpContext) {
    const { email, password } = await ctx.request.validateUsing(credentialsValidator)
    const user = await this.signIn.verify(email, password, ctx.request.ip())
    await this.signIn.startSession(ctx, user)
    return {
      success: true,
      message: 'Login successful!',
      ...(await ctx.serialize({ user: UserTransformer.transform(user) })),
    }
  }

  async show({ auth, serialize }: HttpContext) {
    return {
      success: true,
      message: 'OK',
      ...(await serialize({ user: UserTransformer.transform(auth.getUserOrFail()) })),
    }
  }

  async destroy({ auth, session }: HttpContext) {
    await auth.use('web').logout()
    session.clear()
    return { success: true, message: 'Logout successful' }
  }
}
