/*
| The checkout's public entry: paying for a course or a store item through the payment gateway,
| and what a screen shows while it happens.
*/
export { useCheckout, type CheckoutPlan } from './hooks/use-checkout.ts'
export { COURSE_CHECKOUT_MESSAGES, STORE_CHECKOUT_MESSAGES } from './lib/checkout-messages.ts'
export { hasAccess, type CheckoutPhase } from './lib/checkout-state.ts'
export type {
  RazorpayCheckout,
  RazorpayConstructor,
  RazorpayFailure,
  RazorpayOptions,
  RazorpayPaymentResponse,
} from './lib/razorpay.ts'
export { BuyerStateField } from './components/BuyerStateField.tsx'
export { needsBuyerState } from './lib/buyer-state.ts'
