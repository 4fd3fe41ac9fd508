import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ProfileService, UserTransformer, displayPictureValidator } from '#accounts'
import { ok } from '#core/transformers/envelope'
import { isOwnImageUrl } from '#media/services/media_host'

@inject()
export default class DisplayPicturesController {
  constructor(private profiles: ProfileService) {}

  /** PUT /profile/updateDisplayPicture: the client reads `data.image`. */
  async update({ auth, request, serialize }: HttpContext) {
    const { imageUrl } = await request.validateUsing(displayPictureValidator)
    const user = await this.profiles.setPicture(auth.getUserOrFail(), imageUrl, isOwnImageUrl)
    return ok('Image updated successfully', {
      data: await serialize(UserTransformer.transform(user)),
    })
  }
}
