import { readFileSync } from 'node:fs'
import razorpayConfig from '#config/razorpay'

let source: string | undefined

/**
 * The simulator's checkout script (checkout_window.js, plain browser
 * JavaScript), with the simulator's URL filled in as the fallback for a
 * browser that cannot tell where the script came from.
 */
export function checkoutScript() {
  source ??= readFileSync(new URL('./checkout_window.js', import.meta.url), 'utf8').replace(
    "'__SIMULATOR_BASE__'",
    JSON.stringify(razorpayConfig.simulator.base)
  )
  return source
}
