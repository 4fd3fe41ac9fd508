import type { AnswerOf } from '../../../../../shared/api-contract.ts'

/** The refunds of one order as GET /orders/:id/refunds answers them (the generated contract). */
export type OrderRefundsAnswer = AnswerOf<'GET', '/orders/:id/refunds'>

/** One refund of an order. */
export type AdminRefund = OrderRefundsAnswer['data'][number]

/** What remains of an order once its refunds are counted (paise). */
export type RefundTotals = OrderRefundsAnswer['totals']

export type RefundStatus = AdminRefund['status']
