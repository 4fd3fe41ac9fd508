import type {
  RazorpayCheckout,
  RazorpayConstructor,
  RazorpayFailure,
  RazorpayOptions,
  RazorpayPaymentResponse,
} from '../features/checkout/index.ts'

export interface FakeCheckoutApi {
  readonly options: RazorpayOptions
  isOpen: boolean
  pay(response?: Partial<RazorpayPaymentResponse>): void
  failAttempt(description?: string): void
  dismiss(): void
}

/**
 * A stand-in for `window.Razorpay`: records what each checkout was opened with, and lets a test
 * play the buyer (pay, fail an attempt, close the window).
 */
export function createFakeRazorpay() {
  const opened: FakeCheckout[] = []

  class FakeCheckout implements RazorpayCheckout {
    readonly failureListeners: ((failure: RazorpayFailure) => void)[] = []
    isOpen = false
    constructor(readonly options: RazorpayOptions) {}
    open() {
      this.isOpen = true
      opened.push(this)
    }
    on(event: 'payment.failed', listener: (failure: RazorpayFailure) => void) {
      if (event === 'payment.failed') this.failureListeners.push(listener)
    }
    pay(response: Partial<RazorpayPaymentResponse> = {}) {
      this.isOpen = false
      this.options.handler({
        razorpay_order_id: this.options.order_id,
        razorpay_payment_id: 'pay_test_1',
        razorpay_signature: 'signature',
        ...response,
      })
    }
    failAttempt(description = 'Card declined') {
      for (const listener of this.failureListeners) listener({ error: { description } })
    }
    dismiss() {
      this.isOpen = false
      this.options.modal?.ondismiss?.()
    }
  }

  return { Razorpay: FakeCheckout as RazorpayConstructor, opened: opened as FakeCheckoutApi[] }
}

/** Waits (a few ticks at most) for something the flow does after its awaits. */
export async function eventually<T>(read: () => T | undefined): Promise<T> {
  for (let tick = 0; tick < 50; tick++) {
    const value = read()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  throw new Error('It never happened')
}
