import { DateTime } from 'luxon'
import type User from '#accounts/models/user'
import { errors } from '@vinejs/vine'
import { storedImage } from '#core/services/image_addresses'
import { OWN_MEDIA_MESSAGE } from '#accounts/validators/profile'

export interface ProfileChanges {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  dateOfBirth?: string | null
  contactNumber?: string | null
  about?: string | null
  gender?: string | null
  image?: string | null
  state?: string | null
}

/**
 * Whether an address is a file of the product's own media host (the configured Cloudinary
 * cloud, or this API's local media): the media domain's `isOwnImageUrl`, which its controllers
 * pass in, since accounts sits a floor below media (docs/architecture.md#domain-floors).
 */
export type OwnPictureCheck = (url: string) => boolean

/**
 * A new profile picture must be a file of the product's own media host: a link to any other
 * site would have every page that shows the picture fetch from that site.
 */
function assertOwnPicture(field: string, url: string, isOwnPicture: OwnPictureCheck) {
  if (!isOwnPicture(url)) {
    throw new errors.E_VALIDATION_ERROR([{ field, message: OWN_MEDIA_MESSAGE, rule: 'ownMedia' }])
  }
}

/**
 * Applies the fields the learner filled in; empty ones keep their value. The
 * address and account type are not this call's to change.
 */
export default class ProfileService {
  async update(user: User, changes: ProfileChanges, isOwnPicture: OwnPictureCheck) {
    if (changes.email && changes.email !== user.email) {
      // a field error like the validator's, so clients show it beside the field
      throw new errors.E_VALIDATION_ERROR([
        { field: 'email', message: 'Email cannot be changed', rule: 'emailLocked' },
      ])
    }
    if (changes.firstName) user.firstName = changes.firstName
    if (changes.lastName) user.lastName = changes.lastName
    if (changes.contactNumber) user.contactNumber = changes.contactNumber
    if (changes.about) user.about = changes.about
    if (changes.gender) user.gender = changes.gender as User['gender']
    if (changes.state) user.state = changes.state
    // the form sends back the picture as it was answered (a Google account's, say): that stays
    if (changes.image && storedImage(changes.image) !== user.image) {
      assertOwnPicture('image', changes.image, isOwnPicture)
      user.image = storedImage(changes.image)
    }
    if (changes.dateOfBirth) {
      user.dateOfBirth = DateTime.fromFormat(changes.dateOfBirth, 'dd.MM.yyyy', { zone: 'utc' })
    }
    await user.save()
    return user
  }

  async setPicture(user: User, imageUrl: string, isOwnPicture: OwnPictureCheck) {
    assertOwnPicture('imageUrl', imageUrl, isOwnPicture)
    user.image = storedImage(imageUrl)
    await user.save()
    return user
  }
}
