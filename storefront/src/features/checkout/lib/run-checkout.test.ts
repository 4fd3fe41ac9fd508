import { ApiError } from '@pathshala/shared'
import { describe, expect, it, vi } from 'vitest'
import { createFakeRazorpay, eventually } from '../../../test/fake-razorpay.ts'
import { COURSE_CHECKOUT_MESSAGES as M } from './checkout-messages.ts'
import type { CheckoutState } from './checkout-state.ts'
import { GatewayMissingError } from './load-gateway.ts'
import { runCheckout, type CheckoutSteps } from './run-checkout.ts'
import type { PaymentOrder } from '../api/checkout-types.ts'
import { ScriptLoadError } from './script-loader.ts'

const ORDER: PaymentOrder = {
  id: 'order_1',
  amount: 149_900,
  currency: 'INR',
  receipt: 'rcpt_1',
  key: 'rzp_test_key',
}

/** A refusal as the API sends it: the message in the answer's body. */
function apiError(status: number, message: string) {
  return new ApiError(status, message, [], { success: false, message })
}

function setup(overrides: Partial<CheckoutSteps> = {}) {
  const fake = createFakeRazorpay()
  const toasts: [string, string][] = []
  const phases: string[] = []
  const steps: CheckoutSteps = {
    free: false,
    loadGateway: vi.fn(async () => fake.Razorpay),
    createOrder: vi.fn(async () => ({ order: ORDER })),
    verify: vi.fn(async () => 'Payment successful! You are now enrolled in the course.'),
    presentation: {
      name: 'Pathshala',
      description: 'Course Purchase',
      prefill: { name: 'Demo Learner', email: 'learner@pathshala.local' },
    },
    messages: M,
    notify: (kind, message) => toasts.push([kind, message]),
    onChange: (state: CheckoutState) => phases.push(state.phase),
    ...overrides,
  }
  return { fake, toasts, phases, steps, run: () => runCheckout(steps) }
}

describe('runCheckout', () => {
  it('loads the gateway, opens the checkout with the order, verifies and succeeds', async () => {
    const { fake, toasts, phases, steps, run } = setup()
    const done = run()
    const checkout = await eventually(() => fake.opened[0])

    expect(checkout.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 149_900,
      currency: 'INR',
      order_id: 'order_1',
      name: 'Pathshala',
      description: 'Course Purchase',
      prefill: { name: 'Demo Learner', email: 'learner@pathshala.local' },
    })
    checkout.pay({ razorpay_payment_id: 'pay_9', razorpay_signature: 'sig' })
    const final = await done

    expect(steps.verify).toHaveBeenCalledWith({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_9',
      razorpay_signature: 'sig',
    })
    expect(final.phase).toBe('succeeded')
    expect(phases).toEqual([
      'loading-gateway',
      'creating-order',
      'awaiting-payment',
      'verifying',
      'succeeded',
    ])
    expect(toasts).toEqual([
      ['loading', 'Processing payment...'],
      ['loading', 'Verifying payment and enrolling...'],
      ['success', 'Payment successful! You are now enrolled in the course.'],
    ])
  })

  it('enrols a free course without loading the gateway', async () => {
    const { steps, toasts, run } = setup({
      free: true,
      createOrder: vi.fn(async () => ({ granted: true as const, message: 'Enrolled' })),
    })
    const final = await run()
    expect(final).toEqual({ phase: 'granted', message: 'Enrolled' })
    expect(steps.loadGateway).not.toHaveBeenCalled()
    expect(toasts).toEqual([['success', 'Enrolled']])
  })

  it('loads the gateway late when a course thought free asks for payment', async () => {
    const { fake, steps, run } = setup({ free: true })
    const done = run()
    const checkout = await eventually(() => fake.opened[0])
    checkout.pay()
    const final = await done
    expect(final.phase).toBe('succeeded')
    expect(steps.loadGateway).toHaveBeenCalledOnce()
  })

  it('reports a gateway that cannot be fetched, or that brings no checkout', async () => {
    const offline = setup({
      loadGateway: vi.fn(async () => Promise.reject(new ScriptLoadError('x'))),
    })
    expect(await offline.run()).toEqual({
      phase: 'failed',
      message: 'Payment gateway failed to load. Please check your internet connection.',
    })
    expect(offline.steps.createOrder).not.toHaveBeenCalled()

    const empty = setup({
      loadGateway: vi.fn(async () => Promise.reject(new GatewayMissingError())),
    })
    expect(await empty.run()).toEqual({ phase: 'failed', message: 'Razorpay SDK failed to load' })
    expect(empty.toasts).toEqual([['error', 'Razorpay SDK failed to load']])
  })

  it('prefers the server’s message when the order cannot be created', async () => {
    const refused = setup({
      createOrder: vi.fn(async () =>
        Promise.reject(apiError(503, 'Payments are not available right now'))
      ),
    })
    expect(await refused.run()).toEqual({
      phase: 'failed',
      message: 'Payments are not available right now',
    })
    const silent = setup({
      createOrder: vi.fn(async () => Promise.reject(new ApiError(0, 'Network error'))),
    })
    const silentFinal = await silent.run()
    expect(silentFinal.message).toBe('Failed to create payment order')
  })

  it('treats 409 as already enrolled', async () => {
    const { run, toasts } = setup({
      createOrder: vi.fn(async () =>
        Promise.reject(apiError(409, 'You are already enrolled in this course'))
      ),
    })
    expect(await run()).toEqual({
      phase: 'already-owned',
      message: 'You are already enrolled in this course',
    })
    expect(toasts.at(-1)).toEqual(['info', 'You are already enrolled in this course'])
  })

  it('cancels when the buyer closes the checkout', async () => {
    const { fake, steps, toasts, run } = setup()
    const done = run()
    const checkout = await eventually(() => fake.opened[0])
    checkout.dismiss()
    expect(await done).toEqual({ phase: 'cancelled', message: 'Payment cancelled' })
    expect(steps.verify).not.toHaveBeenCalled()
    expect(toasts.at(-1)).toEqual(['info', 'Payment cancelled'])
  })

  it('stays open after a failed attempt, and can still be paid', async () => {
    const { fake, toasts, run } = setup()
    const done = run()
    const checkout = await eventually(() => fake.opened[0])
    checkout.failAttempt('Card declined')
    expect(toasts.at(-1)).toEqual(['error', 'Payment failed. Please try again.'])
    checkout.pay()
    const final = await done
    expect(final.phase).toBe('succeeded')
  })

  it('reports a refused verification with the server’s message, or the fallback', async () => {
    const refused = setup({
      verify: vi.fn(async () => Promise.reject(apiError(400, 'Invalid signature'))),
    })
    const done = refused.run()
    const refusedCheckout = await eventually(() => refused.fake.opened[0])
    refusedCheckout.pay()
    expect(await done).toEqual({
      phase: 'failed',
      message: 'Payment verification failed. Please contact support. Invalid signature',
    })

    const silent = setup({ verify: vi.fn(async () => Promise.reject(new Error('boom'))) })
    const silentDone = silent.run()
    const silentCheckout = await eventually(() => silent.fake.opened[0])
    silentCheckout.pay()
    const silentFinal = await silentDone
    expect(silentFinal.message).toBe(
      'Payment verification failed. Please contact support. Payment verification failed'
    )
  })

  it('reports an order it cannot open the checkout with', async () => {
    const { fake, run } = setup({
      createOrder: vi.fn(async () => ({ order: { ...ORDER, id: '' } })),
    })
    expect(await run()).toEqual({ phase: 'failed', message: 'Payment initiation failed' })
    expect(fake.opened).toHaveLength(0)
  })

  it('reports a checkout that cannot be opened', async () => {
    const { run } = setup({
      loadGateway: vi.fn(async () => {
        return class {
          constructor() {
            throw new Error('bad options')
          }
        } as never
      }),
    })
    expect(await run()).toEqual({ phase: 'failed', message: 'Failed to initiate payment' })
  })
})
