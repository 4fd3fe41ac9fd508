import type { AnswerOf } from '../../../../../shared/api-contract.ts'

/** A course in lists, as POST /courses/getAllCourses answers it (the API's generated contract). */
export type CourseCard = AnswerOf<'POST', '/courses/getAllCourses'>['data'][number]
