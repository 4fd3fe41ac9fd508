import { GENDERS } from '../constants.ts'
import { INDIAN_STATE_CODES } from '../indian-states.ts'
import type { Gender } from '../types/user.ts'

/**
 * What profileChanges gives for the profile update (PUT /profile/updateProfile): only the fields
 * that changed; empty strings are dropped before sending.
 */
export interface ProfileChanges {
  firstName?: string
  lastName?: string
  email?: string
  /** DD.MM.YYYY */
  dateOfBirth?: string
  contactNumber?: string
  about?: string
  gender?: Gender
  image?: string
  /** GST state code (INDIAN_STATES): the place of supply of the learner's invoices */
  state?: string
}

/** The fields of the signed-in user that the edit-profile dialog starts from. */
export interface EditableProfile {
  firstName: string
  lastName: string
  email: string
  image: string | null
  contactNumber: string | null
  additionalDetails: {
    /** DD.MM.YYYY */
    dateOfBirth: string | null
    contactNumber: string | null
    about: string | null
    gender: Gender | null
    /** GST state code; absent in answers from before invoices */
    state?: string | null
  }
}

/** The edit-profile dialog's fields, as strings the way inputs hold them. */
export type ProfileForm = { [Key in keyof ProfileChanges]-?: string }

const PROFILE_FIELDS: ReadonlyArray<keyof ProfileForm> = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'contactNumber',
  'about',
  'gender',
  'image',
  'state',
]

/** Prefills the dialog from the user; the contact number lives on the user, not in its details. */
export function profileFormFromUser(user: EditableProfile): ProfileForm {
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
    state: details.state ?? '',
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
): ProfileChanges {
  const changes: Record<string, string> = {}
  for (const field of PROFILE_FIELDS) {
    const value = edited[field]?.trim() ?? ''
    if (value === '' || value === (original[field]?.trim() ?? '')) continue
    if (field === 'gender' && !isGender(value)) continue
    if (field === 'state' && !INDIAN_STATE_CODES.includes(value)) continue
    changes[field] = value
  }
  return changes as ProfileChanges
}

function isGender(value: string): boolean {
  return (GENDERS as readonly string[]).includes(value)
}
