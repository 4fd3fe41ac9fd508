import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CouponQuoteService from '#coupons/services/coupon_quote_service'
import { ok } from '#core/transformers/envelope'
import { couponQuoteValidator } from '#coupons/validators/coupons'
import { throttles } from '#core/services/throttles'
import ApiException from '#core/exceptions/api_exception'

/** "Have a coupon?": the price with a coupon, before paying (docs/coupons.md). */
@inject()
export default class CouponQuotesController {
  constructor(private quotes: CouponQuoteService) {}

  /**
   * POST /coupon-quotes {code, courseId | storeItemId} -> the server's price, or 422
   * E_COUPON_REFUSED with the reason in words. Signed out: the per-learner limit is checked at
   * checkout.
   */
  async store({ request, auth }: HttpContext) {
    const input = await request.validateUsing(couponQuoteValidator)
    // codes are short: a caller trying one after another is held back
    const limit = throttles.couponQuotesPerCaller()
    const caller = auth.user ? `user:${auth.user.id}` : `ip:${request.ip()}`
    const taken = await limit.increment(caller)
    if (taken.consumed > taken.limit) {
      await limit.decrement(caller)
      throw new ApiException('Too many coupon tries. Please wait a few minutes and try again.', {
        status: 429,
        code: 'E_TOO_MANY_COUPON_QUOTES',
        retryAfter: taken.availableIn,
      })
    }
    const data = await this.quotes.quote(
      input.code,
      { courseId: input.courseId, storeItemId: input.storeItemId },
      auth.user?.id ?? null
    )
    return ok(`Coupon applied: ${data.description}`, { data })
  }
}
