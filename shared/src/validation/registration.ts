import { SIGNUP_PASSWORD_MIN } from '../constants.ts'
import { MESSAGES } from '../messages.ts'
import { isValidContactNumber } from './contact-number.ts'
import { isValidEmail } from './email.ts'

export interface RegistrationForm {
  firstName: string
  lastName: string
  email: string
  password: string
  confirmPassword: string
  contactNumber: string
}

export type RegistrationErrors = Partial<Record<keyof RegistrationForm, string>>

/**
 * The register tab's checks (docs/screens/learner.md#register-tab); an empty map means the form
 * may send the OTP.
 */
export function validateRegistration(form: RegistrationForm): RegistrationErrors {
  const errors: RegistrationErrors = {}
  if (form.firstName.trim() === '') errors.firstName = MESSAGES.firstNameRequired
  if (form.lastName.trim() === '') errors.lastName = MESSAGES.lastNameRequired
  if (!isValidEmail(form.email)) errors.email = MESSAGES.invalidEmail
  if (form.password.length < SIGNUP_PASSWORD_MIN) errors.password = MESSAGES.signupPasswordTooShort
  if (form.confirmPassword.length < SIGNUP_PASSWORD_MIN) {
    errors.confirmPassword = MESSAGES.confirmPasswordTooShort
  } else if (form.confirmPassword !== form.password) {
    errors.confirmPassword = MESSAGES.passwordsDoNotMatch
  }
  if (!isValidContactNumber(form.contactNumber)) errors.contactNumber = MESSAGES.contactNumberLength
  return errors
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0
}
