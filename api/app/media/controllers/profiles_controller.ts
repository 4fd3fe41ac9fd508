import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ProfileService, UserTransformer, updateProfileValidator } from '#accounts'
import { ok } from '#core/transformers/envelope'
import { isOwnImageUrl } from '#media/services/media_host'

/**
 * The profile form: the account's fields (accounts), with a picture that must be the media
 * host's own, which only media can tell, so the controller sits here, above accounts, beside
 * the display picture's (docs/architecture.md#domain-floors).
 */
@inject()
export default class ProfilesController {
  constructor(private profiles: ProfileService) {}

  /** PUT /profile/updateProfile */
  async update({ auth, request, serialize }: HttpContext) {
    const changes = await request.validateUsing(updateProfileValidator)
    const user = await this.profiles.update(auth.getUserOrFail(), changes, isOwnImageUrl)
    const answer = await serialize({ user: UserTransformer.transform(user) })
    // the old client's key for the same record
    return ok('Profile Updated', { ...answer, updatedUserDetails: answer.user })
  }
}
