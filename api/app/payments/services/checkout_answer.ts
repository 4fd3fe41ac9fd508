import razorpayConfig from '#config/razorpay'
import type { CheckoutResult } from '#payments/services/checkout_service'
import { PAYMENT_MESSAGES as M } from '#payments/services/messages'
import type { FreeStoreItemGrant } from '@pathshala/shared'
import { ok } from '#core/transformers/envelope'

/**
 * A free store item's grant in the shape of a settled Razorpay order: the old client reads
 * `data.amount`, `data.currency` and `data.id` of every capture answer, so `data` is never
 * null for it (docs/api-contract.md#payments).
 */
function freeStoreItemGrant(result: Extract<CheckoutResult, { free: true }>): FreeStoreItemGrant {
  return {
    id: result.grantId,
    entity: 'order',
    amount: 0,
    amount_paid: 0,
    amount_due: 0,
    currency: 'INR',
    status: 'paid',
    free: true,
    owned: true,
    bookId: result.itemId,
  }
}

/** A paid capture's answer: `data` is what the checkout opens with (the old client reads id,
 * amount and currency; `key` is the public key id). */
function orderCreated(order: Extract<CheckoutResult, { free: false }>['order']) {
  return ok(M.orderCreated, {
    data: {
      id: order.gatewayOrderId,
      amount: order.amountPaise,
      currency: order.currency,
      receipt: order.receipt,
      key: razorpayConfig.keyId,
    },
  })
}

/** POST /payment/capturePayment's answer: a free course answers `data: null` with `enrolled`. */
export function courseCheckoutAnswer(result: CheckoutResult) {
  return result.free
    ? ok(M.courseFree, { data: null, enrolled: true as const })
    : orderCreated(result.order)
}

/** POST /store/capture's answer: a free item answers a settled, order-shaped grant with `owned`. */
export function storeCheckoutAnswer(result: CheckoutResult) {
  return result.free
    ? ok(M.storeFree, { data: freeStoreItemGrant(result), owned: true as const })
    : orderCreated(result.order)
}
