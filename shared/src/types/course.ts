import type { COURSE_SORT_FIELDS, COURSE_STATUSES } from '../constants.ts'

// The catalogue's choices; its answers are declared by the API (app/catalogue) and read through
// the generated contract.

export type CourseStatus = (typeof COURSE_STATUSES)[number]
export type CourseSortBy = (typeof COURSE_SORT_FIELDS)[number]
export type SortOrder = 'asc' | 'desc'
export interface CourseCategoryRef {
  _id: string
  name: string
}

export type BulkEnrolmentStatus = 'enrolled' | 'already_enrolled' | 'no_account' | 'invalid'
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
