import type { AnswerOf } from '../../../../../shared/api-contract.ts'

type ManyAnswer = AnswerOf<'POST', '/payment/manualEnrollStudents'>['data']

/** One address's outcome of enrolling many learners (the API's generated contract). */
export type BulkEnrolmentResult = ManyAnswer['results'][number]
export type BulkEnrolmentStatus = BulkEnrolmentResult['status']
export type BulkEnrolmentSummary = ManyAnswer['summary']
