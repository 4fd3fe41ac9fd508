import { GENDERS } from '../constants.ts'
import type { UpdateProfileRequest } from '../types/profile.ts'
import type { User } from '../types/user.ts'

/** The edit-profile dialog's fields, as strings the way inputs hold them. */
export type ProfileForm = { [Key in keyof UpdateProfileRequest]-?: string }

const PROFILE_FIELDS: ReadonlyArray<keyof ProfileForm> = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'contactNumber',
  'about',
  'gender',
  'image',
]

/** Prefills the dialog from the user; the contact number lives on the user, not in its details. */
export function profileFormFromUser(user: User): ProfileForm {
  const details = user.additionalDetails
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    dateOfBirth: details.dateOfBirth ?? '',
    contactNumber: user.contactNumber ?? details.contactNumber ?? '',
    about: details.about ?? '',
    gender: details.gender ?? '',
    image: user.image ?? '',
  }
}

/**
 * What to send to updateProfile: trimmed values that are non-empty and differ from the original.
 * An empty result means nothing changed, and the dialog says 'No changes made'. A gender outside
 * GENDERS is left out, as the dialog's select cannot produce one.
 */
export function profileChanges(
  original: Partial<ProfileForm>,
  edited: Partial<ProfileForm>
): UpdateProfileRequest {
  const changes: Record<string, string> = {}
  for (const field of PROFILE_FIELDS) {
    const value = edited[field]?.trim() ?? ''
    if (value === '' || value === (original[field]?.trim() ?? '')) continue
    if (field === 'gender' && !isGender(value)) continue
    changes[field] = value
  }
  return changes as UpdateProfileRequest
}

function isGender(value: string): boolean {
  return (GENDERS as readonly string[]).includes(value)
}
