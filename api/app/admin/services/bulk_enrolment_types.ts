/*
| What enrolling many learners at once answers (POST /payment/manualEnrollStudents), declared here and read by
| the admin app through the generated contract (docs/api-contract.md#generated-client).
*/

export type BulkEnrolmentStatus = 'enrolled' | 'already_enrolled' | 'no_account' | 'invalid'

/** One answer per distinct address, in the order given. */
export interface BulkEnrolmentResult {
  email: string
  status: BulkEnrolmentStatus
  /** The learner's `_id`, null without an account. */
  userId: string | null
}

export interface BulkEnrolmentSummary {
  enrolled: number
  alreadyEnrolled: number
  noAccount: number
  invalid: number
  /** Entries that repeated an earlier address (enrolled once). */
  repeated: number
}
