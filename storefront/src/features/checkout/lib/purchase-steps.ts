/*
| What a purchase runs once the buyer has asked for it, loaded then as one file
| (hooks/use-checkout.ts): the steps and the gateway's script loader.
*/
export { runCheckout } from './run-checkout.ts'
export { loadRazorpay } from './load-gateway.ts'
