/**
 * What the payment calls answer. The success lines are the checkout's toasts
 * (docs/screens/learner.md#checkout-messages), which the old client shows as they come.
 */
export const PAYMENT_MESSAGES = {
  courseSuccess: 'Payment successful! You are now enrolled in the course.',
  storeSuccess: 'Purchase successful! Check your email for confirmation.',
  courseFree: 'You are now enrolled in the course',
  storeFree: 'Added to your library',
  orderCreated: 'Payment order created',
  orderFailed: 'Failed to create payment order',
  unavailable: 'Payments are not available right now',
  courseNotFound: 'Course not found',
  itemNotFound: 'Book not found',
  alreadyEnrolled: 'You are already enrolled in this course',
  alreadyOwned: 'You already own this item',
  orderNotFound: 'Payment order not found',
  invalidSignature: 'Invalid signature',
  itemMismatch: 'Payment verification failed: this payment is for a different item',
  tooManyOrders: 'Too many payment attempts. Please try again in a few minutes.',
  webhookReceived: 'Webhook received',
} as const
