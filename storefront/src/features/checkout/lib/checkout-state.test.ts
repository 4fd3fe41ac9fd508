import { describe, expect, it } from 'vitest'
import {
  checkoutReducer,
  hasAccess,
  IDLE_CHECKOUT,
  isCheckoutBusy,
  type CheckoutEvent,
  type CheckoutState,
} from './checkout-state.ts'

function play(...events: CheckoutEvent[]): CheckoutState {
  return events.reduce(checkoutReducer, IDLE_CHECKOUT)
}

const start = { type: 'start', needsGateway: true } as const

describe('checkout state machine', () => {
  it('walks a paid purchase from the gateway to success', () => {
    const phases = [
      start,
      { type: 'gateway-ready' },
      { type: 'order-created' },
      { type: 'authorised' },
      { type: 'verified', message: 'Paid' },
    ].map((_, index, events) => play(...(events.slice(0, index + 1) as CheckoutEvent[])).phase)
    expect(phases).toEqual([
      'loading-gateway',
      'creating-order',
      'awaiting-payment',
      'verifying',
      'succeeded',
    ])
    expect(hasAccess(play(start, { type: 'gateway-ready' }, { type: 'order-created' }))).toBe(false)
  })

  it('skips the gateway for free items and ends granted', () => {
    const free = play({ type: 'start', needsGateway: false }, { type: 'granted', message: 'Yours' })
    expect(free).toEqual({ phase: 'granted', message: 'Yours' })
    expect(hasAccess(free)).toBe(true)
  })

  it('ends on every way out', () => {
    expect(play(start, { type: 'gateway-failed', message: 'offline' })).toEqual({
      phase: 'failed',
      message: 'offline',
    })
    const ordering = [start, { type: 'gateway-ready' }] as const
    expect(play(...ordering, { type: 'order-failed', message: 'No' }).phase).toBe('failed')
    expect(play(...ordering, { type: 'already-owned', message: 'Have it' }).phase).toBe(
      'already-owned'
    )
    const open = [...ordering, { type: 'order-created' }] as const
    expect(play(...open, { type: 'dismissed', message: 'Payment cancelled' })).toEqual({
      phase: 'cancelled',
      message: 'Payment cancelled',
    })
    expect(
      play(...open, { type: 'authorised' }, { type: 'verify-failed', message: 'Bad' }).phase
    ).toBe('failed')
  })

  it('keeps the checkout open after a failed attempt, with the reason', () => {
    const state = play(
      start,
      { type: 'gateway-ready' },
      { type: 'order-created' },
      {
        type: 'payment-failed',
        message: 'Payment failed. Please try again.',
      }
    )
    expect(state).toEqual({
      phase: 'awaiting-payment',
      message: 'Payment failed. Please try again.',
    })
    expect(isCheckoutBusy(state)).toBe(true)
  })

  it('ignores events that do not fit the phase', () => {
    const succeeded = play(
      start,
      { type: 'gateway-ready' },
      { type: 'order-created' },
      { type: 'authorised' },
      { type: 'verified', message: 'Paid' }
    )
    // a late dismiss from the closed window changes nothing
    expect(checkoutReducer(succeeded, { type: 'dismissed', message: 'x' })).toBe(succeeded)
    expect(checkoutReducer(IDLE_CHECKOUT, { type: 'authorised' })).toBe(IDLE_CHECKOUT)
    // a second click while busy does not restart
    const busy = play(start)
    expect(checkoutReducer(busy, start)).toBe(busy)
  })

  it('starts again after an end', () => {
    const cancelled = play(
      start,
      { type: 'gateway-ready' },
      { type: 'order-created' },
      {
        type: 'dismissed',
        message: 'Payment cancelled',
      }
    )
    expect(checkoutReducer(cancelled, start)).toEqual({ phase: 'loading-gateway', message: null })
  })
})
