import razorpayConfig from '#config/razorpay'
import type { OrderItemKind } from '#models/order'
import type { CheckoutResult } from '#services/payments/checkout_service'
import { PAYMENT_MESSAGES as M } from '#services/payments/messages'

/**
 * The capture calls' answer: `data` is what the checkout opens with (the old
 * client reads id, amount and currency; `key` is the public key id), or
 * null with `enrolled`/`owned` when a free item was granted at once.
 */
export function checkoutAnswer(result: CheckoutResult, kind: OrderItemKind) {
  if (result.free) {
    return kind === 'course'
      ? { success: true, message: M.courseFree, data: null, enrolled: true }
      : { success: true, message: M.storeFree, data: null, owned: true }
  }
  const { order } = result
  return {
    success: true,
    message: M.orderCreated,
    data: {
      id: order.gatewayOrderId,
      amount: order.amountPaise,
      currency: order.currency,
      receipt: order.receipt,
      key: razorpayConfig.keyId,
    },
  }
}
