import type { AnswerOf } from '../../../../../shared/api-contract.ts'

/** One order as GET /payment/transactions/:id answers it (the API's generated contract). */
export type AdminOrder = AnswerOf<'GET', '/payment/transactions/:id'>['data']
