import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { checkoutScript } from '#dev/razorpay_simulator/services/checkout_script'
import { razorpayAnswer } from '#dev/razorpay_simulator/services/http_guards'
import SettlementService, {
  parseCheckoutAttempt,
} from '#dev/razorpay_simulator/services/settlement_service'

/**
 * The simulator's checkout: the script the front ends load in place of
 * Razorpay's, and the calls its window makes (no cookies: the order id and
 * the key id are what it shows).
 */
@inject()
export default class RazorpaySimulatorCheckoutController {
  constructor(private settlement: SettlementService) {}

  /** GET /checkout.js */
  async script({ response }: HttpContext) {
    response.header('Content-Type', 'application/javascript; charset=utf-8')
    response.header('Cache-Control', 'no-cache')
    return response.send(checkoutScript())
  }

  /** GET /checkout/orders/:id?key_id= : what the window shows */
  async order(ctx: HttpContext) {
    const key = ctx.request.qs().key_id
    return razorpayAnswer(ctx, () =>
      this.settlement.checkoutOrder(ctx.params.id, typeof key === 'string' ? key : '')
    )
  }

  /** POST /checkout/settle: 'Pay' */
  async settle(ctx: HttpContext) {
    return razorpayAnswer(ctx, () =>
      this.settlement.settle(parseCheckoutAttempt(ctx.request.body()))
    )
  }

  /** POST /checkout/fail: 'Simulate failure' */
  async fail(ctx: HttpContext) {
    return razorpayAnswer(ctx, () => this.settlement.fail(parseCheckoutAttempt(ctx.request.body())))
  }
}
