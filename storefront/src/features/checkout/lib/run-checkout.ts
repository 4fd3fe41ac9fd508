import { isApiError } from '@pathshala/shared'
import { serverMessageOf } from '@pathshala/ui'
import type { CheckoutMessages } from './checkout-messages.ts'
import {
  checkoutReducer,
  IDLE_CHECKOUT,
  type CheckoutEvent,
  type CheckoutState,
} from './checkout-state.ts'
import { GatewayMissingError } from './load-gateway.ts'
import type { RazorpayConstructor, RazorpayOptions, RazorpayPaymentResponse } from './razorpay.ts'
import type { PaymentOrder } from '../api/checkout-types.ts'

export type ToastKind = 'loading' | 'success' | 'error' | 'info'

/** What the capture call gave: an order to pay, or the item granted at once (free). */
export type CaptureResult = { order: PaymentOrder } | { granted: true; message?: string }

export interface CheckoutSteps {
  /** Free items skip the gateway script. */
  free: boolean
  loadGateway: () => Promise<RazorpayConstructor>
  /** The capture call; rejects with the API's error (409 means the buyer already has it). */
  createOrder: () => Promise<CaptureResult>
  /** The verify call with the checkout's signed answer; resolves with the server's message. */
  verify: (payment: RazorpayPaymentResponse) => Promise<string>
  /** Name, description, prefill and colours of the checkout window. */
  presentation: Pick<RazorpayOptions, 'name' | 'description' | 'image' | 'prefill' | 'theme'>
  messages: CheckoutMessages
  /** Shows a toast; each replaces the one before (one purchase, one toast). */
  notify: (kind: ToastKind, message: string) => void
  /** Each transition, for the screen to follow. */
  onChange?: (state: CheckoutState) => void
}

/**
 * One purchase from start to end: load the gateway (paid items), create the order, open the
 * checkout, verify the payment. Resolves with the final state; never rejects.
 */
export async function runCheckout(steps: CheckoutSteps): Promise<CheckoutState> {
  const { messages, notify } = steps
  let state = IDLE_CHECKOUT
  const dispatch = (event: CheckoutEvent) => {
    const next = checkoutReducer(state, event)
    if (next !== state) {
      state = next
      steps.onChange?.(state)
    }
    return state
  }

  function fail(event: CheckoutEvent & { message: string }) {
    notify('error', event.message)
    return dispatch(event)
  }

  async function gateway(): Promise<RazorpayConstructor | null> {
    try {
      const loaded = await steps.loadGateway()
      dispatch({ type: 'gateway-ready' })
      return loaded
    } catch (error) {
      const message =
        error instanceof GatewayMissingError ? messages.gatewayMissing : messages.gatewayUnreachable
      fail({ type: 'gateway-failed', message })
      return null
    }
  }

  dispatch({ type: 'start', needsGateway: !steps.free })
  let Razorpay: RazorpayConstructor | null = null
  if (!steps.free) {
    Razorpay = await gateway()
    if (!Razorpay) return state
    notify('loading', messages.processing)
  }

  let capture: CaptureResult
  try {
    capture = await steps.createOrder()
  } catch (error) {
    if (isApiError(error) && error.status === 409) {
      notify('info', error.message)
      return dispatch({ type: 'already-owned', message: error.message })
    }
    return fail({ type: 'order-failed', message: serverMessage(error, messages.orderFailed) })
  }

  if ('granted' in capture) {
    const message = capture.message || messages.granted
    notify('success', message)
    return dispatch({ type: 'granted', message })
  }

  // a course marked free that the server charges for after all: fetch the gateway now
  if (!Razorpay) {
    notify('loading', messages.processing)
    Razorpay = await loadLate(steps.loadGateway)
    if (!Razorpay) {
      return fail({ type: 'order-failed', message: messages.gatewayUnreachable })
    }
  }

  const { order } = capture
  if (!isUsableOrder(order)) return fail({ type: 'order-failed', message: messages.orderInvalid })
  dispatch({ type: 'order-created' })
  return new Promise<CheckoutState>((resolve) => {
    const options: RazorpayOptions = {
      ...steps.presentation,
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      handler: (payment) => {
        if (dispatch({ type: 'authorised' }).phase !== 'verifying') return
        notify('loading', messages.verifying)
        steps.verify(payment).then(
          (message) => {
            notify('success', messages.succeeded)
            resolve(dispatch({ type: 'verified', message: message || messages.succeeded }))
          },
          (error: unknown) => {
            const detail = serverMessage(error, messages.verifyFailedDetail)
            resolve(fail({ type: 'verify-failed', message: `${messages.verifyFailed} ${detail}` }))
          }
        )
      },
      modal: {
        ondismiss: () => {
          if (state.phase !== 'awaiting-payment') return
          notify('info', messages.cancelled)
          resolve(dispatch({ type: 'dismissed', message: messages.cancelled }))
        },
      },
    }
    try {
      const checkout = new Razorpay!(options)
      checkout.on('payment.failed', (failure) => {
        // the toast is the documented line (docs/screens/learner.md#checkout-messages); the
        // gateway's reason is kept for the screen
        const reason = failure?.error?.description
        notify('error', messages.paymentFailed)
        dispatch({
          type: 'payment-failed',
          message: reason ? `${messages.paymentFailed} ${reason}` : messages.paymentFailed,
        })
      })
      checkout.open()
    } catch {
      resolve(fail({ type: 'order-failed', message: messages.initiationFailed }))
    }
  })
}

/** The checkout cannot open without an order id, a key and a positive amount. */
function isUsableOrder(order: PaymentOrder | null | undefined): order is PaymentOrder {
  return (
    typeof order?.id === 'string' &&
    order.id !== '' &&
    typeof order.key === 'string' &&
    order.key !== '' &&
    Number.isFinite(order.amount) &&
    order.amount > 0
  )
}

async function loadLate(load: () => Promise<RazorpayConstructor>) {
  try {
    return await load()
  } catch {
    return null
  }
}

function serverMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback
}
