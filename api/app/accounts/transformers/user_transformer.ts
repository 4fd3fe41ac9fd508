import type { AccountType, Gender } from '@pathshala/shared'
import type User from '#accounts/models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoDate } from '#core/transformers/iso_date'
import { publicImageUrl } from '#core/services/image_addresses'
import type { StoreItemAnswer } from '#core/transformers/store_item_answer'

export interface AdditionalDetails {
  /** DD.MM.YYYY */
  dateOfBirth: string | null
  contactNumber: string | null
  about: string | null
  gender: Gender | null
  /** GST state code of the learner's state (shared INDIAN_STATES); null until given */
  state: string | null
}

/**
 * The signed-in user as the API answers it (never with secrets), read by the front ends through
 * the generated contract.
 */
export interface UserAnswer {
  _id: string
  firstName: string
  lastName: string
  /** Full name, for places that show one line. */
  name: string
  email: string
  /** Image URL, or null when the user has none (clients show initials). */
  image: string | null
  accountType: AccountType
  /** ISO 8601 */
  createdAt: string
  contactNumber: string | null
  additionalDetails: AdditionalDetails
  /** The store items the user owns: filled by validate, empty in other answers. */
  materials: StoreItemAnswer[]
}

/**
 * The signed-in user as every client reads it:
 * `_id`, names (and `name` for the nav bar), contact details twice (top level
 * and under additionalDetails, where the profile dialog reads them), never the
 * password hash or the Google id. `materials` are the store items the user
 * owns, as the store answers them, when the caller loaded them (login and validate do, from
 * the floors above: docs/architecture.md#domain-floors), else empty.
 */
export default class UserTransformer extends BaseTransformer<User> {
  constructor(
    user: User,
    private materials: StoreItemAnswer[] = []
  ) {
    super(user)
  }

  toObject() {
    const user = this.resource
    // `?? null`: a user just created carries no value for the columns it was not given,
    // and JSON would drop an undefined key the contract promises as null
    return {
      _id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.fullName,
      email: user.email,
      image: publicImageUrl(user.image ?? null),
      accountType: user.accountType,
      contactNumber: user.contactNumber ?? null,
      additionalDetails: {
        dateOfBirth: user.dateOfBirth ? user.dateOfBirth.toFormat('dd.MM.yyyy') : null,
        contactNumber: user.contactNumber ?? null,
        about: user.about ?? null,
        gender: user.gender ?? null,
        state: user.state ?? null,
      },
      materials: this.materials,
      createdAt: isoDate(user.createdAt),
    } satisfies UserAnswer
  }
}
