/** The screen's words (docs/screens/admin.md#enroll). */
export const ENROL_MESSAGES = {
  enrolled: 'User manually enrolled',
  missing: 'Missing course or email',
  failed: 'Enrollment Failed',
  /** When the server gave no reason of its own. */
  failedReason: 'An error occurred during enrollment',
  bulkFailed: 'The list could not be enrolled',
} as const
