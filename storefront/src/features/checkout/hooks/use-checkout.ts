import { createElement, useCallback, useId, useRef, useState } from 'react'
import { Spinner } from '@blueprintjs/core'
import { showToast } from '@pathshala/ui'
import {
  checkoutReducer,
  IDLE_CHECKOUT,
  isCheckoutBusy,
  type CheckoutState,
} from '../lib/checkout-state.ts'
import type { CheckoutSteps, ToastKind } from '../lib/run-checkout.ts'

/**
 * Everything a purchase needs except the toasts and the state, which this hook supplies, and
 * the gateway's loader: the plan names the checkout script's URL (the public config's).
 */
export type CheckoutPlan = Omit<CheckoutSteps, 'notify' | 'onChange' | 'loadGateway'> & {
  gatewayUrl: string
}

/**
 * The purchase's steps and the gateway's loader load with the first purchase, so no page's
 * first download carries them (docs/decisions.md "Delivery").
 */
const loadPurchaseSteps = () => import('../lib/purchase-steps.ts')

/**
 * Runs purchases with the app's toasts (each step replaces the previous toast, so a purchase
 * shows one toast at a time) and exposes the state for the buy button. The course page and the
 * store both build on it with their own calls and wording.
 */
export function useCheckout() {
  const [state, setState] = useState<CheckoutState>(IDLE_CHECKOUT)
  const toastKey = `checkout-${useId()}`
  const running = useRef(false)

  const start = useCallback(
    async ({ gatewayUrl, ...plan }: CheckoutPlan): Promise<CheckoutState | null> => {
      // one purchase at a time, even if the button is clicked twice before it re-renders
      if (running.current) return null
      running.current = true
      try {
        const say = (kind: ToastKind, message: string) => void notify(kind, message, toastKey)
        let steps: Awaited<ReturnType<typeof loadPurchaseSteps>>
        try {
          steps = await loadPurchaseSteps()
        } catch {
          // offline or a new deployment's files: the buyer sees what a gateway that did not load says
          const message = plan.messages.gatewayUnreachable
          say('error', message)
          const started = checkoutReducer(IDLE_CHECKOUT, { type: 'start', needsGateway: true })
          const failed = checkoutReducer(started, { type: 'gateway-failed', message })
          setState(failed)
          return failed
        }
        return await steps.runCheckout({
          ...plan,
          loadGateway: () => steps.loadRazorpay(gatewayUrl),
          notify: say,
          onChange: setState,
        })
      } finally {
        running.current = false
      }
    },
    [toastKey]
  )

  return { state, start, busy: isCheckoutBusy(state) }
}

function notify(kind: ToastKind, message: string, key: string) {
  const icon = kind === 'loading' ? createElement(Spinner, { size: 16 }) : undefined
  return showToast(kind, message, { key, icon })
}
