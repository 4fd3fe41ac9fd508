import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CheckoutService from '#payments/services/checkout_service'
import { courseCheckoutAnswer } from '#payments/services/checkout_answer'
import { PAYMENT_MESSAGES as M } from '#payments/services/messages'
import { ok } from '#core/transformers/envelope'
import { rememberBuyerState } from '#payments/services/buyer_state'
import { captureCourseValidator, verifyCourseValidator } from '#payments/validators/payments'

/** Buying a course: capturePayment and verifyPayment (docs/api-contract.md#payments). */
@inject()
export default class PaymentsController {
  constructor(private checkout: CheckoutService) {}

  /**
   * POST /payment/capturePayment {courseId}: the Razorpay order to open the
   * checkout with, or, for a free course, the enrolment at once.
   */
  async capture({ request, auth }: HttpContext) {
    const { courseId, couponCode, state } = await request.validateUsing(captureCourseValidator)
    await rememberBuyerState(auth.getUserOrFail(), state)
    const result = await this.checkout.checkoutCourse(auth.getUserOrFail(), courseId, couponCode)
    return courseCheckoutAnswer(result)
  }

  /** POST /payment/verifyPayment: the checkout's answer; enrols on a valid one. */
  async verify({ request, auth }: HttpContext) {
    const input = await request.validateUsing(verifyCourseValidator)
    const order = await this.checkout.verify(auth.getUserOrFail(), 'course', {
      razorpayOrderId: input.razorpay_order_id,
      razorpayPaymentId: input.razorpay_payment_id,
      razorpaySignature: input.razorpay_signature,
      itemId: input.courseId,
    })
    return ok(M.courseSuccess, {
      data: {
        _id: order.id,
        receipt: order.receipt,
        status: order.status,
        courseId: order.courseId,
      },
    })
  }
}
