import type { AnswerOf } from '../../../app/api.ts'

/**
 * The Razorpay order the checkout opens with: `data` of a paid capture (a free course answers
 * `data: null` instead; the API's generated contract).
 */
export type PaymentOrder = NonNullable<AnswerOf<'POST', '/payment/capturePayment'>['data']>
