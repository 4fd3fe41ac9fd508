import type { ACCOUNT_TYPES, GENDERS } from '../constants.ts'
import type { CourseRef } from './course.ts'
import type { StoreItem } from './store.ts'

export type AccountType = (typeof ACCOUNT_TYPES)[number]
export type Gender = (typeof GENDERS)[number]

export interface AdditionalDetails {
  /** DD.MM.YYYY */
  dateOfBirth: string | null
  contactNumber: string | null
  about: string | null
  gender: Gender | null
}

/** The signed-in user as the API returns it (never with secrets). */
export interface User {
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
  materials: StoreItem[]
  courses?: CourseRef[]
}
