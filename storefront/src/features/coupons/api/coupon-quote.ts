import { useMutation } from '@tanstack/react-query'
import { api, type AnswerOf } from '../../../app/api.ts'

/** The server's price of one item with a coupon (POST /coupon-quotes). */
export type CouponQuote = AnswerOf<'POST', '/coupon-quotes'>['data']

export type CouponTarget = { courseId: string } | { storeItemId: string }

/** Asks the server what the item costs with the coupon; a refusal rejects with its words. */
export function useCouponQuote() {
  return useMutation({
    mutationFn: ({ code, target }: { code: string; target: CouponTarget }) =>
      api.post('/coupon-quotes', { body: { code, ...target } }).then(({ body }) => body.data),
  })
}
