import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import OrdersApi from '#dev/razorpay_simulator/services/orders_api'
import RefundsApi from '#dev/razorpay_simulator/services/refunds_api'
import { razorpayAnswer } from '#dev/razorpay_simulator/services/http_guards'

/**
 * The simulator's Orders and Payments API ({simulatorBase}/v1/...), the calls
 * the `razorpay` SDK makes, behind Razorpay's basic auth (see the routes).
 * Answers are Razorpay's entities; refusals Razorpay's error JSON.
 */
@inject()
export default class RazorpaySimulatorApiController {
  constructor(
    private api: OrdersApi,
    private refunds: RefundsApi
  ) {}

  /** POST /v1/orders */
  async createOrder(ctx: HttpContext) {
    return razorpayAnswer(ctx, () => this.api.createOrder(ctx.request.body()))
  }

  /** GET /v1/orders */
  async listOrders(ctx: HttpContext) {
    return razorpayAnswer(ctx, () => this.api.listOrders(ctx.request.qs()))
  }

  /** GET /v1/orders/:id */
  async showOrder(ctx: HttpContext) {
    return razorpayAnswer(ctx, () => this.api.fetchOrder(ctx.params.id))
  }

  /** GET /v1/orders/:id/payments */
  async orderPayments(ctx: HttpContext) {
    return razorpayAnswer(ctx, () => this.api.paymentsOfOrder(ctx.params.id))
  }

  /** GET /v1/payments */
  async listPayments(ctx: HttpContext) {
    return razorpayAnswer(ctx, () => this.api.listPayments(ctx.request.qs()))
  }

  /** GET /v1/payments/:id */
  async showPayment(ctx: HttpContext) {
    return razorpayAnswer(ctx, () => this.api.fetchPayment(ctx.params.id))
  }

  /** POST /v1/payments/:id/capture */
  async capturePayment(ctx: HttpContext) {
    return razorpayAnswer(ctx, () => this.api.capturePayment(ctx.params.id))
  }

  /** POST /v1/payments/:id/refund */
  async refundPayment(ctx: HttpContext) {
    return razorpayAnswer(ctx, () => this.refunds.refundPayment(ctx.params.id, ctx.request.body()))
  }

  /** GET /v1/payments/:id/refunds */
  async paymentRefunds(ctx: HttpContext) {
    return razorpayAnswer(ctx, () => this.refunds.refundsOfPayment(ctx.params.id, ctx.request.qs()))
  }

  /** GET /v1/payments/:id/refunds/:refundId */
  async paymentRefund(ctx: HttpContext) {
    return razorpayAnswer(ctx, () => this.refunds.fetchRefund(ctx.params.refundId, ctx.params.id))
  }

  /** GET /v1/refunds/:id */
  async showRefund(ctx: HttpContext) {
    return razorpayAnswer(ctx, () => this.refunds.fetchRefund(ctx.params.id))
  }
}
