import { DateTime } from 'luxon'
import type User from '#models/user'
import { errors } from '@vinejs/vine'

export interface ProfileChanges {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  dateOfBirth?: string | null
  contactNumber?: string | null
  about?: string | null
  gender?: string | null
  image?: string | null
}

/**
 * Applies the fields the learner filled in; empty ones keep their value. The
 * address and account type are not this call's to change.
 */
export default class ProfileService {
  async update(user: User, changes: ProfileChanges) {
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
    if (changes.image) user.image = changes.image
    if (changes.dateOfBirth) {
      user.dateOfBirth = DateTime.fromFormat(changes.dateOfBirth, 'dd.MM.yyyy', { zone: 'utc' })
    }
    await user.save()
    return user
  }

  async setPicture(user: User, imageUrl: string) {
    user.image = imageUrl
    await user.save()
    return user
  }
}
