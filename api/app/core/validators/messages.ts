import { CONTACT_SUBJECTS, GENDERS, MESSAGES, OTP_LENGTH } from '@pathshala/shared'

/**
 * The field messages the server answers in `errors[]`. Those the front ends also show come from
 * the shared MESSAGES, so a message reads the same whichever side caught the mistake.
 */
export const FIELD_MESSAGES = {
  firstNameRequired: MESSAGES.firstNameRequired,
  lastNameRequired: MESSAGES.lastNameRequired,
  invalidEmail: MESSAGES.invalidEmail,
  signupPasswordTooShort: MESSAGES.signupPasswordTooShort,
  confirmPasswordTooShort: MESSAGES.confirmPasswordTooShort,
  contactNumber: MESSAGES.contactNumberLength,
  passwordsDoNotMatch: MESSAGES.passwordsDoNotMatch,
  otp: `The code must be exactly ${OTP_LENGTH} digits`,
  passwordRequired: 'Password is required',
  newPasswordTooShort: MESSAGES.passwordTooShort,
  contactRequired: MESSAGES.contactRequiredFields,
  dateOfBirth: 'Date of birth must be a real date written as DD.MM.YYYY',
  gender: `Gender must be ${GENDERS.slice(0, -1).join(', ')} or ${GENDERS.at(-1)}`,
  imageUrl: 'The image must be an http(s) URL',
  about: 'About must not exceed 500 characters',
  state:
    'State must be a state or union territory of India, by its GST state code (29 for Karnataka)',
  name: 'Names must not exceed 50 characters',
  resetToken: 'The reset link is missing its token',
  subject: `Subject must be one of ${CONTACT_SUBJECTS.join(', ')}`,
}
