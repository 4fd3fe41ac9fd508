import type { Gender } from './user.ts'

/** Only the fields that changed are sent; empty strings are dropped before sending. */
export interface UpdateProfileRequest {
  firstName?: string
  lastName?: string
  email?: string
  /** DD.MM.YYYY */
  dateOfBirth?: string
  contactNumber?: string
  about?: string
  gender?: Gender
  image?: string
}
