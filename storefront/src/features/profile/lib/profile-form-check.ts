import {
  isValidContactNumber,
  isValidDateOfBirth,
  MESSAGES,
  type ProfileForm,
} from '@pathshala/shared'

/** The API's limit on 'about'. */
export const ABOUT_MAX_LENGTH = 500

export const DATE_OF_BIRTH_MESSAGE = 'Date of birth must be a real date written as DD.MM.YYYY'

/**
 * Checks what the server would refuse before sending: a date of birth or contact number that
 * is filled in must be complete and valid. Empty fields are fine (they are not sent).
 */
export function checkProfileForm(
  form: Pick<ProfileForm, 'dateOfBirth' | 'contactNumber'>,
  today: Date = new Date()
): Record<string, string> {
  const errors: Record<string, string> = {}
  const dateOfBirth = form.dateOfBirth.trim()
  if (dateOfBirth !== '' && !isValidDateOfBirth(dateOfBirth, today)) {
    errors.dateOfBirth = DATE_OF_BIRTH_MESSAGE
  }
  const contactNumber = form.contactNumber.trim()
  if (contactNumber !== '' && !isValidContactNumber(contactNumber)) {
    errors.contactNumber = MESSAGES.contactNumberLength
  }
  return errors
}
