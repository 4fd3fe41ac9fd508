// User-facing text, worded exactly as docs/screens/learner.md#form-rules-and-messages has it.
// The API answers with the same strings, so a message reads the same whether it came from the
// browser's own check or from the server.

export const MESSAGES = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  invalidEmail: 'Invalid email address',
  signupPasswordTooShort: 'Password must be at least 6 characters long',
  confirmPasswordTooShort: 'Confirm Password must be at least 6 characters long',
  contactNumberLength: 'Contact number must be exactly 10 digits',
  passwordsDoNotMatch: 'Passwords do not match',

  passwordTooShort: 'Password must be at least 8 characters long',
  passwordNeedsLowercase: 'Password must contain at least one lowercase letter',
  passwordNeedsUppercase: 'Password must contain at least one uppercase letter',
  passwordNeedsNumber: 'Password must contain at least one number',
  passwordNeedsSpecial: 'Password must contain at least one special character',
  passwordTooLong: 'Password must not exceed 50 characters',
  confirmPasswordRequired: 'Please confirm your password',

  contactRequiredFields: 'Please fill out all required fields.',
  noProfileChanges: 'No changes made',

  requestFailed: 'An error occurred. Please try again.',
  networkError: 'Network error. Please check your connection.',
} as const

export type MessageKey = keyof typeof MESSAGES
