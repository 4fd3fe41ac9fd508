import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ProfileService from '#accounts/services/profile_service'
import UserTransformer from '#accounts/transformers/user_transformer'
import { ok } from '#core/transformers/envelope'
import { updateProfileValidator } from '#accounts/validators/profile'

@inject()
export default class ProfilesController {
  constructor(private profiles: ProfileService) {}

  /** PUT /profile/updateProfile */
  async update({ auth, request, serialize }: HttpContext) {
    const changes = await request.validateUsing(updateProfileValidator)
    const user = await this.profiles.update(auth.getUserOrFail(), changes)
    const answer = await serialize({ user: UserTransformer.transform(user) })
    // the old client's key for the same record
    return ok('Profile Updated', { ...answer, updatedUserDetails: answer.user })
  }
}
