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
