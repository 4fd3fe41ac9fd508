/** What the checkout tells the buyer at each step (docs/screens/learner.md#checkout-messages). */
export interface CheckoutMessages {
  /** The script's URL could not be fetched. */
  gatewayUnreachable: string
  /** The script ran but brought no checkout. */
  gatewayMissing: string
  /** Loading toast while the order is created and the checkout is open. */
  processing: string
  /** Loading toast while the server checks the payment. */
  verifying: string
  /** Fallback when creating the order fails without a word from the server. */
  orderFailed: string
  /** The capture call answered without a usable order. */
  orderInvalid: string
  /** The checkout could not be opened with the order. */
  initiationFailed: string
  /** The buyer closed the checkout. */
  cancelled: string
  /** Razorpay reported a failed attempt (the checkout stays open for another try). */
  paymentFailed: string
  /** The payment went through but the server did not accept it. */
  verifyFailed: string
  /** Detail under verifyFailed when the server gave none. */
  verifyFailedDetail: string
  /** The payment is verified. */
  succeeded: string
  /** A free item was granted without the gateway (the server's own message wins). */
  granted: string
}

export const COURSE_CHECKOUT_MESSAGES: CheckoutMessages = {
  gatewayUnreachable: 'Payment gateway failed to load. Please check your internet connection.',
  gatewayMissing: 'Razorpay SDK failed to load',
  processing: 'Processing payment...',
  verifying: 'Verifying payment and enrolling...',
  orderFailed: 'Failed to create payment order',
  orderInvalid: 'Payment initiation failed',
  initiationFailed: 'Failed to initiate payment',
  cancelled: 'Payment cancelled',
  paymentFailed: 'Payment failed. Please try again.',
  verifyFailed: 'Payment verification failed. Please contact support.',
  verifyFailedDetail: 'Payment verification failed',
  succeeded: 'Payment successful! You are now enrolled in the course.',
  granted: 'You are now enrolled in the course',
}

/** The store's wording: a closed checkout and success read differently for store items. */
export const STORE_CHECKOUT_MESSAGES: CheckoutMessages = {
  ...COURSE_CHECKOUT_MESSAGES,
  verifying: 'Verifying payment...',
  cancelled: 'Payment cancelled by user',
  succeeded: 'Purchase successful! Check your email for confirmation.',
  granted: 'Added to your library',
}
