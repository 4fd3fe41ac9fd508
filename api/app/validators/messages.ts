/**
 * The spec's field messages (learner-side.md, section 5), as the server
 * answers them in `errors[]`.
 */
export const FIELD_MESSAGES = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  invalidEmail: 'Invalid email address',
  signupPasswordTooShort: 'Password must be at least 6 characters long',
  confirmPasswordTooShort: 'Confirm Password must be at least 6 characters long',
  contactNumber: 'Contact number must be exactly 10 digits',
  passwordsDoNotMatch: 'Passwords do not match',
  otp: 'The code must be exactly 6 digits',
  passwordRequired: 'Password is required',
  newPasswordTooShort: 'Password must be at least 8 characters long',
  newPasswordTooLong: 'Password must not exceed 50 characters',
  newPasswordLowercase: 'Password must contain at least one lowercase letter',
  newPasswordUppercase: 'Password must contain at least one uppercase letter',
  newPasswordNumber: 'Password must contain at least one number',
  newPasswordSpecial: 'Password must contain at least one special character',
  contactRequired: 'Please fill out all required fields.',
  dateOfBirth: 'Date of birth must be a real date written as DD.MM.YYYY',
  gender: 'Gender must be male, female or other',
  imageUrl: 'The image must be an http(s) URL',
  about: 'About must not exceed 500 characters',
  name: 'Names must not exceed 50 characters',
  resetToken: 'The reset link is missing its token',
  subject: 'Subject must be one of general, courses, mentorship, support',
}
