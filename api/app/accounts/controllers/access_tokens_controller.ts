import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#accounts/models/user'
import SignInService from '#accounts/services/sign_in_service'
import UserTransformer from '#accounts/transformers/user_transformer'
import { ok } from '#core/transformers/envelope'
import { credentialsValidator } from '#accounts/validators/auth'

/**
 * Access tokens for the desktop app: sign in with email and password, get a
 * bearer token; sign out revokes the token in use.
 */
@inject()
export default class AccessTokensController {
  constructor(private signIn: SignInService) {}

  async store({ request, response, serialize }: HttpContext) {
    const { email, password, deviceName } = await request.validateUsing(credentialsValidator)
    const user = await this.signIn.verify(email, password, request.ip())
    const token = await User.accessTokens.create(user, ['*'], { name: deviceName ?? 'desktop' })
    return response.created(
      ok('Signed in', {
        token: token.value!.release(),
        expiresAt: token.expiresAt?.toISOString() ?? null,
        ...(await serialize({ user: UserTransformer.transform(user) })),
      })
    )
  }

  async destroy({ auth }: HttpContext) {
    const user = auth.use('api').getUserOrFail()
    await User.accessTokens.delete(user, user.currentAccessToken.identifier)
    return ok('Signed out')
  }
}
