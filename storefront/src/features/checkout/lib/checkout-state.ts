/**
 * The checkout as a state machine: idle -> loading-gateway -> creating-order ->
 * awaiting-payment -> verifying -> succeeded, with the ways out (granted for free items,
 * already-owned, cancelled, failed). Events that do not fit the phase are ignored, so a late
 * callback from a closed checkout cannot move a finished purchase.
 */
export type CheckoutPhase =
  | 'idle'
  | 'loading-gateway'
  | 'creating-order'
  | 'awaiting-payment'
  | 'verifying'
  | 'succeeded'
  | 'granted'
  | 'already-owned'
  | 'cancelled'
  | 'failed'

export type CheckoutEvent =
  | { type: 'start'; needsGateway: boolean }
  | { type: 'gateway-ready' }
  | { type: 'gateway-failed'; message: string }
  | { type: 'order-created' }
  | { type: 'granted'; message: string }
  | { type: 'already-owned'; message: string }
  | { type: 'order-failed'; message: string }
  | { type: 'payment-failed'; message: string }
  | { type: 'dismissed'; message: string }
  | { type: 'authorised' }
  | { type: 'verified'; message: string }
  | { type: 'verify-failed'; message: string }

export interface CheckoutState {
  phase: CheckoutPhase
  /** What the last step said (shown beside the button); null while nothing needs saying. */
  message: string | null
}

export const IDLE_CHECKOUT: CheckoutState = { phase: 'idle', message: null }

const BUSY: ReadonlySet<CheckoutPhase> = new Set([
  'loading-gateway',
  'creating-order',
  'awaiting-payment',
  'verifying',
])

/** A checkout is under way: the buy button waits. */
export function isCheckoutBusy(state: CheckoutState): boolean {
  return BUSY.has(state.phase)
}

/** The buyer has the item now (bought, free, or already theirs). */
export function hasAccess(state: CheckoutState): boolean {
  return state.phase === 'succeeded' || state.phase === 'granted' || state.phase === 'already-owned'
}

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  const { phase } = state
  switch (event.type) {
    case 'start':
      if (isCheckoutBusy(state)) return state
      return { phase: event.needsGateway ? 'loading-gateway' : 'creating-order', message: null }
    case 'gateway-ready':
      // also when a free item turned out to cost something and the gateway came late
      return phase === 'loading-gateway' ? { phase: 'creating-order', message: null } : state
    case 'gateway-failed':
      return phase === 'loading-gateway' || phase === 'creating-order'
        ? { phase: 'failed', message: event.message }
        : state
    case 'order-created':
      return phase === 'creating-order' ? { phase: 'awaiting-payment', message: null } : state
    case 'granted':
      return phase === 'creating-order' ? { phase: 'granted', message: event.message } : state
    case 'already-owned':
      return phase === 'creating-order' ? { phase: 'already-owned', message: event.message } : state
    case 'order-failed':
      return phase === 'creating-order' || phase === 'awaiting-payment'
        ? { phase: 'failed', message: event.message }
        : state
    case 'payment-failed':
      // Razorpay keeps its window open for another attempt: only the message changes
      return phase === 'awaiting-payment' ? { phase, message: event.message } : state
    case 'dismissed':
      return phase === 'awaiting-payment' ? { phase: 'cancelled', message: event.message } : state
    case 'authorised':
      return phase === 'awaiting-payment' ? { phase: 'verifying', message: null } : state
    case 'verified':
      return phase === 'verifying' ? { phase: 'succeeded', message: event.message } : state
    case 'verify-failed':
      return phase === 'verifying' ? { phase: 'failed', message: event.message } : state
  }
}
