import vine from '@vinejs/vine'
import { SIGNUP_PASSWORD_MIN } from '@pathshala/shared'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { FIELD_MESSAGES as M } from '#core/validators/messages'
import { contactNumber, otpCode } from '#core/validators/rules'

const email = () => vine.string().trim().toLowerCase().email().maxLength(254)
const personName = () => vine.string().trim().minLength(1).maxLength(50)

export const sendOtpValidator = vine.create({ email: email() })
sendOtpValidator.messagesProvider = new FieldMessagesProvider({
  'email.*': M.invalidEmail,
})

export const signupValidator = vine.create({
  firstName: personName(),
  lastName: personName(),
  email: email(),
  password: vine.string().minLength(SIGNUP_PASSWORD_MIN).maxLength(128),
  confirmPassword: vine.string().minLength(SIGNUP_PASSWORD_MIN).maxLength(128).sameAs('password'),
  contactNumber: contactNumber(),
  otp: otpCode(),
})
signupValidator.messagesProvider = new FieldMessagesProvider({
  'firstName.maxLength': M.name,
  'firstName.*': M.firstNameRequired,
  'lastName.maxLength': M.name,
  'lastName.*': M.lastNameRequired,
  'email.*': M.invalidEmail,
  'password.maxLength': 'Password must not exceed 128 characters',
  'password.*': M.signupPasswordTooShort,
  'confirmPassword.sameAs': M.passwordsDoNotMatch,
  'confirmPassword.maxLength': 'Password must not exceed 128 characters',
  'confirmPassword.*': M.confirmPasswordTooShort,
  'contactNumber.*': M.contactNumber,
  'otp.*': M.otp,
})

export const credentialsValidator = vine.create({
  email: email(),
  password: vine.string().minLength(1).maxLength(128),
  deviceName: vine.string().trim().maxLength(100).optional(),
})
credentialsValidator.messagesProvider = new FieldMessagesProvider({
  'email.*': M.invalidEmail,
  'password.maxLength': 'Password must not exceed 128 characters',
  'password.*': M.passwordRequired,
  'deviceName.*': 'Device name must not exceed 100 characters',
})
