import razorpayConfig from '#config/razorpay'
import type { CheckoutResult } from '#payments/services/checkout_service'
import { PAYMENT_MESSAGES as M } from '#payments/services/messages'
import { ok } from '#core/transformers/envelope'

// Buying courses and store items through Razorpay (start/routes/payments.ts). The amount is
// always the database's; the client only names the item.

/** The Razorpay order the checkout opens with (`data` of the capture calls). */
export interface PaymentOrder {
  /** Razorpay's order id (order_…), passed to the checkout as `order_id`. */
  id: string
  /** Paise */
  amount: number
  currency: string
  receipt: string
  /** The public key id to open the checkout with. */
  key: string
}

/**
 * What is granted free, at once, in the shape of a settled Razorpay order: the old client reads
 * `data.amount`, `data.currency` and `data.id` of every capture answer, so `data` is never null
 * (a null one broke it: "Cannot read properties of null"; docs/api-contract.md#payments).
 */
export interface SettledGrant {
  /** The purchase or enrolment made; null when a simultaneous request made it */
  id: string | null
  entity: 'order'
  amount: 0
  amount_paid: 0
  amount_due: 0
  currency: 'INR'
  status: 'paid'
  free: true
}

/** A free store item, added to the library at once. */
export interface FreeStoreItemGrant extends SettledGrant {
  owned: true
  bookId: string
}

/** A free course, enrolled at once. */
export interface FreeCourseGrant extends SettledGrant {
  enrolled: true
  courseId: string
}

function settledGrant(result: Extract<CheckoutResult, { free: true }>): SettledGrant {
  return {
    id: result.grantId,
    entity: 'order',
    amount: 0,
    amount_paid: 0,
    amount_due: 0,
    currency: 'INR',
    status: 'paid',
    free: true,
  }
}

function freeCourseGrant(result: Extract<CheckoutResult, { free: true }>): FreeCourseGrant {
  return { ...settledGrant(result), enrolled: true, courseId: result.itemId }
}

function freeStoreItemGrant(result: Extract<CheckoutResult, { free: true }>): FreeStoreItemGrant {
  return { ...settledGrant(result), owned: true, bookId: result.itemId }
}

/** A paid capture's answer: `data` is what the checkout opens with (the old client reads id,
 * amount and currency; `key` is the public key id). */
function orderCreated(order: Extract<CheckoutResult, { free: false }>['order']) {
  const data: PaymentOrder = {
    id: order.gatewayOrderId,
    amount: order.amountPaise,
    currency: order.currency,
    receipt: order.receipt,
    key: razorpayConfig.keyId,
  }
  return ok(M.orderCreated, { data })
}

/** POST /payment/capturePayment's answer: a free course answers a settled grant with `enrolled`. */
export function courseCheckoutAnswer(result: CheckoutResult) {
  return result.free
    ? ok(M.courseFree, { data: freeCourseGrant(result), enrolled: true as const })
    : orderCreated(result.order)
}

/** POST /store/capture's answer: a free item answers a settled, order-shaped grant with `owned`. */
export function storeCheckoutAnswer(result: CheckoutResult) {
  return result.free
    ? ok(M.storeFree, { data: freeStoreItemGrant(result), owned: true as const })
    : orderCreated(result.order)
}
