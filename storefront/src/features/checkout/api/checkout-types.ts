import type { AnswerOf } from '../../../app/api.ts'

/**
 * The Razorpay order the checkout opens with: `data` of a paid capture (a free course answers
 * a settled grant with `enrolled` instead; the API's generated contract).
 */
export type PaymentOrder = Extract<
  AnswerOf<'POST', '/payment/capturePayment'>['data'],
  { key: string }
>
