import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import WebhookService from '#payments/services/webhook_service'
import { PAYMENT_MESSAGES as M } from '#payments/services/messages'
import { ok } from '#core/transformers/envelope'

/**
 * POST /payment/webhook: Razorpay's deliveries. No session, no CSRF token:
 * each delivery is authenticated by its signature over the raw body.
 */
@inject()
export default class PaymentWebhooksController {
  constructor(private webhooks: WebhookService) {}

  async handle({ request }: HttpContext) {
    const outcome = await this.webhooks.receive({
      rawBody: request.raw(),
      signature: request.header('x-razorpay-signature'),
      eventId: request.header('x-razorpay-event-id'),
    })
    return ok(M.webhookReceived, { outcome })
  }
}
