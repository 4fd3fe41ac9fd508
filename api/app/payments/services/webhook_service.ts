import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import razorpayConfig from '#config/razorpay'
import ApiException from '#core/exceptions/api_exception'
import FulfilmentService from '#payments/services/fulfilment_service'
import RefundService from '#payments/services/refund_service'
import { ensurePaymentsEnabled } from '#payments/services/checkout_service'
import { webhookSignatureValid } from '#payments/services/signatures'
import { PAYMENT_MESSAGES as M } from '#payments/services/messages'

export interface WebhookDelivery {
  /** The body exactly as received: the signature covers these bytes. */
  rawBody: string | null
  signature: string | undefined
  eventId: string | undefined
}

/** processed: acted on; duplicate: this event id was seen before; ignored: nothing to do. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored'

interface PaymentEntity {
  id?: string
  order_id?: string
  amount?: number
  currency?: string
  status?: string
  error_description?: string
}

/** A non-empty string as it is; any other value (number, object, ...) as absent. */
function textOrUndefined(value: unknown) {
  return typeof value === 'string' && value !== '' ? value : undefined
}

const HANDLED_EVENTS = new Set([
  'order.paid',
  'payment.captured',
  'payment.failed',
  'refund.created',
  'refund.processed',
  'refund.failed',
])

/**
 * Razorpay's webhook (order.paid, payment.captured, payment.failed; refund.created,
 * refund.processed and refund.failed go to RefundService). A
 * delivery is checked against the raw body with the webhook secret, then
 * remembered by its X-Razorpay-Event-Id (a redelivery has no effect), then
 * handled through the shared fulfilment routine. It answers within the
 * database work of one order: the confirmation mail is sent afterwards.
 */
@inject()
export default class WebhookService {
  constructor(
    private fulfilment: FulfilmentService,
    private refunds: RefundService
  ) {}

  async receive(delivery: WebhookDelivery): Promise<WebhookOutcome> {
    ensurePaymentsEnabled()
    const secret = razorpayConfig.webhookSecret
    if (!secret) {
      logger.warn('payments: a webhook arrived but RAZORPAY_WEBHOOK_SECRET is not set')
    }
    const { rawBody, signature } = delivery
    if (!secret || !rawBody || !webhookSignatureValid(rawBody, signature, secret)) {
      throw new ApiException(M.invalidSignature, { status: 400 })
    }

    let payload: any
    try {
      payload = JSON.parse(rawBody)
    } catch {
      throw new ApiException('The webhook body is not valid JSON', { status: 400 })
    }
    const event = typeof payload?.event === 'string' ? payload.event : ''
    const paymentEntity = payload?.payload?.payment?.entity
    // the signature proves who sent it, not that every field has the documented type
    const payment: PaymentEntity =
      paymentEntity && typeof paymentEntity === 'object' && !Array.isArray(paymentEntity)
        ? paymentEntity
        : {}
    const gatewayOrderId = textOrUndefined(payment.order_id ?? payload?.payload?.order?.entity?.id)

    if (!HANDLED_EVENTS.has(event)) return 'ignored'

    const eventId = delivery.eventId?.trim().slice(0, 64) || null
    if (eventId && !(await this.#remember(eventId, event, gatewayOrderId))) return 'duplicate'

    try {
      if (event.startsWith('refund.')) {
        return (await this.refunds.receiveWebhook(event, payload)) ? 'processed' : 'ignored'
      }
      return await this.#handle(event, gatewayOrderId, payment)
    } catch (error) {
      // forget the event so Razorpay's retry is handled, not taken for a duplicate
      if (eventId) await db.from('payment_webhook_events').where('event_id', eventId).delete()
      throw error
    }
  }

  /** Whether this is the first delivery of the event (INSERT ... ON CONFLICT DO NOTHING). */
  async #remember(eventId: string, event: string, gatewayOrderId: string | undefined) {
    const inserted = await db.rawQuery(
      `INSERT INTO payment_webhook_events (event_id, event, gateway_order_id, received_at)
       VALUES (?, ?, ?, now())
       ON CONFLICT (event_id) DO NOTHING
       RETURNING event_id`,
      [eventId, event.slice(0, 64), gatewayOrderId?.slice(0, 64) ?? null]
    )
    return inserted.rows.length > 0
  }

  async #handle(
    event: string,
    gatewayOrderId: string | undefined,
    payment: PaymentEntity
  ): Promise<WebhookOutcome> {
    if (!gatewayOrderId || typeof gatewayOrderId !== 'string') return 'ignored'

    if (event === 'payment.failed') {
      const marked = await this.fulfilment.markFailed(
        gatewayOrderId,
        typeof payment.id === 'string' ? payment.id.slice(0, 64) : null,
        typeof payment.error_description === 'string' ? payment.error_description : null
      )
      return marked ? 'processed' : 'ignored'
    }

    // order.paid carries the captured payment too; payment.captured is that payment
    if (typeof payment.id !== 'string' || payment.id.length > 64) return 'ignored'
    if (payment.status !== undefined && payment.status !== 'captured') return 'ignored'
    const result = await this.fulfilment.fulfil(
      gatewayOrderId,
      {
        id: payment.id,
        amountPaise: typeof payment.amount === 'number' ? payment.amount : undefined,
        currency: typeof payment.currency === 'string' ? payment.currency : undefined,
      },
      'webhook'
    )
    if (!result.order) {
      logger.warn({ gatewayOrderId, event }, 'payments: webhook for an order this API did not make')
    }
    return result.fulfilled ? 'processed' : 'ignored'
  }
}
