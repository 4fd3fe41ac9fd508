// The parts of Razorpay's Checkout (checkout.js) the storefront uses; the built-in simulator
// defines the same `window.Razorpay`.

/** What the checkout hands to its `handler` after a successful payment. */
export interface RazorpayPaymentResponse {
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
}

export interface RazorpayOptions {
  key: string
  /** Paise */
  amount: number
  currency: string
  order_id: string
  name: string
  description: string
  image?: string
  prefill?: { name?: string; email?: string; contact?: string }
  theme?: { color?: string }
  /** Called with the signed result of a successful payment. */
  handler: (response: RazorpayPaymentResponse) => void
  modal?: { ondismiss?: () => void }
}

/** What 'payment.failed' listeners receive. */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string }
}

export interface RazorpayCheckout {
  open(): void
  on(event: 'payment.failed', listener: (failure: RazorpayFailure) => void): void
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}
