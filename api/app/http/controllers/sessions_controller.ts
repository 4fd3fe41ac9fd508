import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { SignInService, User, UserTransformer, credentialsValidator } from '#accounts'
import { PurchaseService } from '#payments'
import { type StoreItem, StoreItemTransformer } from '#store'
import { ok } from '#core/transformers/envelope'

/** Where @adonisjs/shield keeps the CSRF secret in the session. */
const CSRF_SECRET_SESSION_KEY = 'csrf-secret'

/**
 * The user answer with the store items the user owns, as the store answers them to their owner.
 */
function withMaterials(user: User, materials: StoreItem[]) {
  const viewer = { userId: user.id, isAdmin: user.isAdmin }
  return UserTransformer.transform(
    user,
    materials.map((item) => new StoreItemTransformer(item, viewer).toObject())
  )
}

/**
 * Web sign-in (cookie session): login, who am I (validate), logout. The sign-in is the
 * accounts domain's; the answers carry the user's materials (the store's items, owned through
 * payments' purchases), so the controller sits here, above every domain
 * (docs/architecture.md#domain-floors).
 */
@inject()
export default class SessionsController {
  constructor(
    private signIn: SignInService,
    private purchases: PurchaseService
  ) {}

  async store(ctx: HttpContext) {
    const { email, password } = await ctx.request.validateUsing(credentialsValidator)
    const user = await this.signIn.verify(email, password, ctx.request.ip())
    await this.signIn.startSession(ctx, user)
    // the same user as validate answers, with the materials the learner owns
    const materials = await this.purchases.materialsOf(user.id)
    return ok('Login successful!', await ctx.serialize({ user: withMaterials(user, materials) }))
  }

  /** Who am I, with the materials the user owns (one query). */
  async show({ auth, serialize }: HttpContext) {
    const user = auth.getUserOrFail()
    const materials = await this.purchases.materialsOf(user.id)
    return ok('OK', await serialize({ user: withMaterials(user, materials) }))
  }

  /**
   * Ends the session on the server: everything it held is dropped and the
   * browser moves to a fresh session id. Only the CSRF secret is carried over,
   * so the XSRF-TOKEN cookie the page already holds stays valid and the
   * learner can sign in again without reloading. Called with a bearer token,
   * it revokes that token instead, so "Logout successful" is never an answer
   * to a client that stays signed in.
   */
  async destroy({ auth, session }: HttpContext) {
    if (auth.authenticatedViaGuard === 'api') {
      const user = auth.use('api').getUserOrFail()
      await User.accessTokens.delete(user, user.currentAccessToken.identifier)
      return ok('Logout successful')
    }
    await auth.use('web').logout()
    const csrfSecret = session.get(CSRF_SECRET_SESSION_KEY)
    session.clear()
    session.regenerate()
    if (csrfSecret) session.put(CSRF_SECRET_SESSION_KEY, csrfSecret)
    return ok('Logout successful')
  }
}
