import type { AnswerOf } from '../../../../../shared/api-contract.ts'

/** A category as GET /courses/showAllCategories lists it (the API's generated contract). */
export type Category = AnswerOf<'GET', '/courses/showAllCategories'>['data'][number]
