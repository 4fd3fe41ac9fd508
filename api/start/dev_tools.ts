/*
| The only way into api/dev: code for development and demos (the Razorpay simulator, the demo
| data), imported here only when the configuration enables it, so a production start never
| loads it (tests/functional/system/dev_tools.spec.ts proves it). The lint zones
| (eslint.config.js) keep every other file out of api/dev.
*/
import razorpayConfig from '#config/razorpay'

/** Mounts the Razorpay simulator's routes when config/razorpay.ts enables it; says whether. */
export async function mountRazorpaySimulator() {
  if (!razorpayConfig.simulator.enabled) return false
  await import('#dev/razorpay_simulator/routes')
  return true
}

/** The demo data: its seeding and its sign-ins. Imported only by a start that wants it. */
export function loadDemoData() {
  return import('#dev/demo/demo_data_service')
}
