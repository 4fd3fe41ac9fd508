import type { RazorpayConstructor } from './razorpay.ts'
import { loadScriptOnce, ScriptLoadError } from './script-loader.ts'

/** The script ran but defined no `window.Razorpay` (a wrong URL serving something else). */
export class GatewayMissingError extends Error {
  constructor() {
    super('The checkout script defined no Razorpay')
    this.name = 'GatewayMissingError'
  }
}

/**
 * Razorpay's checkout, loaded on demand from the configured URL (Razorpay's CDN, or the built-in
 * simulator in test mode) the first time someone pays, and reused afterwards.
 */
export async function loadRazorpay(checkoutUrl: string, win: Window = window) {
  if (win.Razorpay) return win.Razorpay
  await loadScriptOnce(checkoutUrl, win.document)
  const gateway: RazorpayConstructor | undefined = win.Razorpay
  if (!gateway) throw new GatewayMissingError()
  return gateway
}

export { ScriptLoadError }
