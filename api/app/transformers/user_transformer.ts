import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * The signed-in user as every client reads it (client-contract.md, call 1):
 * `_id`, names (and `name` for the nav bar), contact details twice (top level
 * and under additionalDetails, where the profile dialog reads them), never the
 * password hash or the Google id.
 */
export default class UserTransformer extends BaseTransformer<User> {
  toObject() {
    const user = this.resource
    return {
      _id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.fullName,
      email: user.email,
      image: user.image,
      accountType: user.accountType,
      contactNumber: user.contactNumber,
      additionalDetails: {
        dateOfBirth: user.dateOfBirth ? user.dateOfBirth.toFormat('dd.MM.yyyy') : null,
        contactNumber: user.contactNumber,
        about: user.about,
        gender: user.gender,
      },
      materials: [] as unknown[],
      createdAt: user.createdAt.toUTC().toISO(),
    }
  }
}
