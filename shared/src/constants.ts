// Business constants (docs/screens/learner.md#limits-and-timings), shared so the API and both
// front ends agree.

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

export const COURSE_STATUSES = ['draft', 'published'] as const
/** Most addresses one bulk manual enrolment takes. */
export const MANUAL_ENROL_MAX_EMAILS = 500
export const COURSE_SORT_FIELDS = [
  'createdAt',
  'courseName',
  'instructor',
  'price',
  'enrollments',
] as const
export const STORE_ITEM_TYPES = ['Notes', 'TestSeries', 'Material', 'Books'] as const
/** Stored and answered lowercase. */
export const STORE_ITEM_STATUSES = ['published', 'draft', 'archived'] as const

/** Where learners and staff write for help: the storefront's contact page, the desktop's Help menu. */
export const SUPPORT_EMAIL = 'support@pathshala.in'
