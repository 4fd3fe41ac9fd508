import type { ApiAnswer } from './envelope.ts'

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

/** What the checkout hands to its `handler` after a successful payment. */
export interface RazorpayPaymentResponse {
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
}

/** POST /payment/capturePayment: 404 unknown, 409 already enrolled, 503 payments off. */
export interface CapturePaymentRequest {
  courseId: string
}
/** A paid course answers the order; a free one enrols at once (`data` null, `enrolled` true). */
export type CapturePaymentAnswer = ApiAnswer<
  { data: PaymentOrder; enrolled?: never } | { data: null; enrolled: true }
>

/** POST /payment/verifyPayment: 400 wrong signature or another course, 404 not this learner's. */
export interface VerifyPaymentRequest extends RazorpayPaymentResponse {
  courseId: string
}
export interface VerifiedCourseOrder {
  _id: string
  receipt: string
  status: string
  courseId: string
}
export type VerifyPaymentAnswer = ApiAnswer<{ data: VerifiedCourseOrder }>

/** POST /store/capture: 404 unknown, 409 already owned, 503 payments off. */
export interface CaptureStoreItemRequest {
  bookId: string
}
/**
 * A free store item, added to the library at once: shaped as a settled Razorpay order, because
 * the old client reads `amount`, `currency` and `id` of every capture answer.
 */
export interface FreeStoreItemGrant {
  /** The purchase made; null when a simultaneous request made it */
  id: string | null
  entity: 'order'
  amount: 0
  amount_paid: 0
  amount_due: 0
  currency: 'INR'
  status: 'paid'
  free: true
  owned: true
  bookId: string
}

/** A paid item answers the order; a free one is added at once (`owned` true, a settled grant). */
export type CaptureStoreItemAnswer = ApiAnswer<
  { data: PaymentOrder; owned?: never } | { data: FreeStoreItemGrant; owned: true }
>

/** POST /store/verify */
export interface VerifyStoreItemRequest extends RazorpayPaymentResponse {
  bookId: string
}
export interface VerifiedStoreOrder {
  _id: string
  receipt: string
  status: string
  bookId: string
}
export type VerifyStoreItemAnswer = ApiAnswer<{ data: VerifiedStoreOrder }>
