import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CheckoutService from '#payments/services/checkout_service'
import { storeCheckoutAnswer } from '#payments/services/checkout_answer'
import { PAYMENT_MESSAGES as M } from '#payments/services/messages'
import { ok } from '#core/transformers/envelope'
import { rememberBuyerState } from '#payments/services/buyer_state'
import { captureBookValidator, verifyBookValidator } from '#payments/validators/payments'

/** Buying a store item: store/capture and store/verify (docs/api-contract.md#payments). */
@inject()
export default class StorePaymentsController {
  constructor(private checkout: CheckoutService) {}

  /**
   * POST /store/capture {bookId}: the Razorpay order to open the checkout
   * with, or, for a free item, the item added to the library at once.
   */
  async capture({ request, auth }: HttpContext) {
    const { bookId, couponCode, state } = await request.validateUsing(captureBookValidator)
    await rememberBuyerState(auth.getUserOrFail(), state)
    const result = await this.checkout.checkoutStoreItem(auth.getUserOrFail(), bookId, couponCode)
    return storeCheckoutAnswer(result)
  }

  /** POST /store/verify: the checkout's answer; grants the item on a valid one. */
  async verify({ request, auth }: HttpContext) {
    const input = await request.validateUsing(verifyBookValidator)
    const order = await this.checkout.verify(auth.getUserOrFail(), 'store_item', {
      razorpayOrderId: input.razorpay_order_id,
      razorpayPaymentId: input.razorpay_payment_id,
      razorpaySignature: input.razorpay_signature,
      itemId: input.bookId,
    })
    return ok(M.storeSuccess, {
      data: {
        _id: order.id,
        receipt: order.receipt,
        status: order.status,
        bookId: order.storeItemId,
      },
    })
  }
}
