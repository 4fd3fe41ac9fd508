// Business constants from the spec (learner-side.md §9); shared so the API and both front ends agree.

export const OTP_LENGTH = 6
export const OTP_VALIDITY_SECONDS = 300

export const CONTACT_NUMBER_LENGTH = 10
export const CONTACT_NUMBER_PREFIX = '+91'

export const SIGNUP_PASSWORD_MIN = 6
export const NEW_PASSWORD_MIN = 8
export const NEW_PASSWORD_MAX = 50
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>'

// Nobody alive was born before this; it stops typos such as 0019 passing as a real date.
export const DATE_OF_BIRTH_MIN_YEAR = 1900

export const CONTACT_SUBJECTS = ['general', 'courses', 'mentorship', 'support'] as const
export const GENDERS = ['male', 'female', 'other'] as const
export const ACCOUNT_TYPES = ['Student', 'Admin'] as const
