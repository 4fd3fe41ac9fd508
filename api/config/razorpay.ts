import { createHmac } from 'node:crypto'
import env from '#start/env'

/**
 * How payments run:
 * - `live`: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set; orders go to
 *   RAZORPAY_API_URL (Razorpay's own by default) through the `razorpay` SDK.
 * - `simulator`: no keys outside production (the `npm start` demo); the API's
 *   built-in Razorpay simulator (dev/razorpay_simulator/routes.ts) plays
 *   Razorpay: Orders and Payments API, a checkout script labelled "Test mode",
 *   and webhooks, with secrets derived from APP_KEY. It is mounted only then:
 *   with keys configured, nothing answers as a fake Razorpay.
 * - `disabled`: no keys in production; paying answers 503 with a clear message.
 */
export type PaymentsMode = 'live' | 'simulator' | 'disabled'

const keyId = env.get('RAZORPAY_KEY_ID')
const keySecret = env.get('RAZORPAY_KEY_SECRET')
const production = env.get('NODE_ENV') === 'production'
const mode: PaymentsMode = keyId && keySecret ? 'live' : production ? 'disabled' : 'simulator'

/** A stable secret for the simulator, derived from APP_KEY. */
function derived(purpose: string) {
  return createHmac('sha256', env.get('APP_KEY').release()).update(purpose).digest('hex')
}

const simulatorBase = new URL('/api/v1/razorpay-simulator', env.get('APP_URL')).href

/**
 * The simulator's own key pair and webhook secret: it never holds, and so
 * never signs with, the secrets of a real Razorpay account.
 */
const simulator = {
  /**
   * Mounted when it is the gateway (no keys outside production). The test
   * runner, whose payments run in live mode against a stand-in, mounts it
   * too, to test it.
   */
  enabled: mode === 'simulator' || env.get('NODE_ENV') === 'test',
  base: simulatorBase,
  keyId: 'rzp_test_pathshala_simulator',
  keySecret: derived('razorpay-simulator-key-secret'),
  webhookSecret:
    (mode === 'simulator' ? env.get('RAZORPAY_WEBHOOK_SECRET') : undefined) ??
    derived('razorpay-simulator-webhook-secret'),
}

const razorpayConfig = {
  mode,
  keyId: mode === 'live' ? keyId! : simulator.keyId,
  keySecret: mode === 'live' ? keySecret! : simulator.keySecret,
  webhookSecret:
    env.get('RAZORPAY_WEBHOOK_SECRET') ?? (mode === 'live' ? null : simulator.webhookSecret),
  /** Base URL of the Orders/Payments API (the SDK's host is overridden with it). */
  apiUrl:
    env.get('RAZORPAY_API_URL') ??
    (mode === 'live' ? 'https://api.razorpay.com/v1' : `${simulatorBase}/v1`),
  /** The checkout script the front ends load on demand. */
  checkoutUrl:
    env.get('RAZORPAY_CHECKOUT_URL') ??
    (mode === 'live'
      ? 'https://checkout.razorpay.com/v1/checkout.js'
      : `${simulatorBase}/checkout.js`),
  /** Orders still `created` after this many minutes are asked about by the reconciler. */
  reconcileAfterMinutes: 3,
  /** How often the API process runs the reconciler (the cluster test shortens it). */
  reconcileEveryMinutes: env.get('RAZORPAY_RECONCILE_EVERY_MINUTES') ?? 5,
  simulator,
}

export default razorpayConfig
