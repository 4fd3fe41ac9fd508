/*
| The checkout's public entry: paying for a course or a store item through the payment gateway,
| and what a screen shows while it happens.
*/
export { useCheckout } from './hooks/use-checkout.ts'
export { useCourseCheckout } from './hooks/use-course-checkout.ts'
export { STORE_CHECKOUT_MESSAGES } from './lib/checkout-messages.ts'
export { hasAccess, type CheckoutPhase } from './lib/checkout-state.ts'
export { loadRazorpay } from './lib/load-gateway.ts'
export type {
  RazorpayCheckout,
  RazorpayConstructor,
  RazorpayFailure,
  RazorpayOptions,
} from './lib/razorpay.ts'
