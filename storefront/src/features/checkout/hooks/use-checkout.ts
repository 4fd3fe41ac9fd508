import { createElement, useCallback, useId, useRef, useState } from 'react'
import { Spinner } from '@blueprintjs/core'
import { showToast } from '@pathshala/ui'
import { IDLE_CHECKOUT, isCheckoutBusy, type CheckoutState } from '../lib/checkout-state.ts'
import { runCheckout, type CheckoutSteps, type ToastKind } from '../lib/run-checkout.ts'

/** Everything a purchase needs except the toasts and the state, which this hook supplies. */
export type CheckoutPlan = Omit<CheckoutSteps, 'notify' | 'onChange'>

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
    async (plan: CheckoutPlan): Promise<CheckoutState | null> => {
      // one purchase at a time, even if the button is clicked twice before it re-renders
      if (running.current) return null
      running.current = true
      try {
        return await runCheckout({
          ...plan,
          notify: (kind, message) => void notify(kind, message, toastKey),
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
