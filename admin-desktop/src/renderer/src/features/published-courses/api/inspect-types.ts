import type { AnswerOf } from '../../../../../shared/api-contract.ts'

/** The Inspect page's figures and course (`data` of inspectCourse, the API's generated contract). */
export type CourseInspection = AnswerOf<'POST', '/courses/inspectCourse'>['data']
