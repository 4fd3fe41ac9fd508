import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showToast } from '@pathshala/ui'
import { COURSE_CHECKOUT_MESSAGES } from '../lib/checkout-messages.ts'
import { useCheckout, type CheckoutPlan } from './use-checkout.ts'

vi.mock('@pathshala/ui', async (original) => ({
  ...(await original<typeof import('@pathshala/ui')>()),
  showToast: vi.fn(),
}))

// the file a purchase loads on demand cannot be fetched (offline, or replaced by a deployment)
vi.mock('../lib/purchase-steps.ts', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

const plan: CheckoutPlan = {
  free: false,
  gatewayUrl: 'https://checkout.razorpay.com/v1/checkout.js',
  createOrder: vi.fn(),
  verify: vi.fn(),
  presentation: { name: 'Pathshala', description: 'Course Purchase' },
  messages: COURSE_CHECKOUT_MESSAGES,
}

afterEach(() => vi.clearAllMocks())

describe('useCheckout', () => {
  it('fails like an unreachable gateway when the purchase steps cannot load, and can try again', async () => {
    const { result } = renderHook(() => useCheckout())

    let final: unknown
    await act(async () => {
      final = await result.current.start(plan)
    })

    const expected = { phase: 'failed', message: COURSE_CHECKOUT_MESSAGES.gatewayUnreachable }
    expect(final).toEqual(expected)
    expect(result.current.state).toEqual(expected)
    expect(result.current.busy).toBe(false)
    expect(plan.createOrder).not.toHaveBeenCalled()
    expect(showToast).toHaveBeenCalledWith(
      'error',
      COURSE_CHECKOUT_MESSAGES.gatewayUnreachable,
      expect.objectContaining({ key: expect.stringMatching(/^checkout-/) })
    )

    // not stuck as "running": the next click tries again
    await act(async () => {
      await result.current.start(plan)
    })
    expect(showToast).toHaveBeenCalledTimes(2)
  })
})
