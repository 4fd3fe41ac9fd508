import { createHmac } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import razorpayConfig from '#config/razorpay'
import { razorpayId } from './ids.js'
import type { OrderEntity, PaymentEntity, RefundEntity } from './entities.js'

export type SimulatorEventName =
  | 'payment.captured'
  | 'order.paid'
  | 'payment.failed'
  | 'refund.created'
  | 'refund.processed'
  | 'refund.failed'

/** One webhook event in Razorpay's shape. */
export interface SimulatorEvent {
  entity: 'event'
  account_id: string
  event: SimulatorEventName
  contains: string[]
  payload: {
    payment: { entity: PaymentEntity }
    order?: { entity: OrderEntity }
    refund?: { entity: RefundEntity }
  }
  created_at: number
}

export interface WebhookSettings {
  /** Where events are POSTed; null means the API's own `/api/v1/payment/webhook`. */
  targetUrl: string | null
  /** How long after a payment its events leave (Razorpay's are not instant either). */
  delayMs: number
  /** Waits before each retry of an event that was not answered 2xx. */
  retryDelaysMs: number[]
  /** How long one delivery may take. */
  timeoutMs: number
}

const DEFAULT_SETTINGS: WebhookSettings = {
  targetUrl: null,
  delayMs: 1500,
  retryDelaysMs: [2000, 6000],
  timeoutMs: 10_000,
}

/** The simulated merchant account the events name. */
export const SIMULATOR_ACCOUNT_ID = 'acc_PathshalaTest01'

/**
 * Builds a Razorpay webhook event: `payment.captured` and `payment.failed`
 * carry the payment, `order.paid` the payment and the order.
 */
export function simulatorEvent(
  event: SimulatorEventName,
  payment: PaymentEntity,
  order?: OrderEntity
): SimulatorEvent {
  return {
    entity: 'event',
    account_id: SIMULATOR_ACCOUNT_ID,
    event,
    contains: order ? ['payment', 'order'] : ['payment'],
    payload: order
      ? { payment: { entity: payment }, order: { entity: order } }
      : { payment: { entity: payment } },
    created_at: Math.floor(Date.now() / 1000),
  }
}

/**
 * Builds a Razorpay refund webhook event (refund.created, refund.processed, refund.failed):
 * `payload.refund.entity` and `payload.payment.entity`, as Razorpay sends them.
 */
export function refundEvent(
  event: 'refund.created' | 'refund.processed' | 'refund.failed',
  refund: RefundEntity,
  payment: PaymentEntity
): SimulatorEvent {
  return {
    entity: 'event',
    account_id: SIMULATOR_ACCOUNT_ID,
    event,
    contains: ['refund', 'payment'],
    payload: { refund: { entity: refund }, payment: { entity: payment } },
    created_at: Math.floor(Date.now() / 1000),
  }
}

/** An event, or the work that makes it when its turn comes (null: nothing to send). */
export type QueuedEvent = SimulatorEvent | (() => Promise<SimulatorEvent | null>)

/**
 * Sends the simulator's webhooks the way Razorpay does: a POST of the JSON
 * event, `X-Razorpay-Signature` = HMAC-SHA256 hex of that exact body with the
 * webhook secret, and `X-Razorpay-Event-Id`, which stays the same when an
 * event is delivered again. Delivery runs in the background after a delay and
 * is retried on anything but a 2xx; a failure is logged, never thrown.
 *
 * Tests may change `settings` (no delay, a capture server as target) and
 * await `idle()`; `reset()` restores the defaults.
 */
export class WebhookDispatcher {
  settings: WebhookSettings = {
    ...DEFAULT_SETTINGS,
    retryDelaysMs: [...DEFAULT_SETTINGS.retryDelaysMs],
  }
  #pending = new Set<Promise<void>>()

  get targetUrl() {
    return this.settings.targetUrl ?? new URL('/api/v1/payment/webhook', env.get('APP_URL')).href
  }

  /** Queues the events; they leave one after the other once the delay has passed. */
  dispatch(events: QueuedEvent[]) {
    const settings = { ...this.settings, targetUrl: this.targetUrl }
    const delivery = this.#deliverAll(events, settings).catch((error) => {
      logger.error({ err: error }, 'razorpay simulator: webhook delivery crashed')
    })
    this.#pending.add(delivery)
    delivery.finally(() => this.#pending.delete(delivery))
  }

  /** Resolves once every queued event was delivered or given up. */
  async idle() {
    while (this.#pending.size > 0) await Promise.all([...this.#pending])
  }

  reset() {
    this.settings = { ...DEFAULT_SETTINGS, retryDelaysMs: [...DEFAULT_SETTINGS.retryDelaysMs] }
  }

  async #deliverAll(events: QueuedEvent[], settings: WebhookSettings & { targetUrl: string }) {
    if (settings.delayMs > 0) await sleep(settings.delayMs, undefined, { ref: false })
    for (const queued of events) {
      const event = typeof queued === 'function' ? await queued() : queued
      if (event) await this.#deliver(event, settings)
    }
  }

  async #deliver(event: SimulatorEvent, settings: WebhookSettings & { targetUrl: string }) {
    const secret = razorpayConfig.simulator.webhookSecret
    if (!secret) {
      logger.warn({ event: event.event }, 'razorpay simulator: no webhook secret, event not sent')
      return
    }
    const eventId = razorpayId('evt')
    const body = JSON.stringify(event)
    const signature = createHmac('sha256', secret).update(body).digest('hex')
    const waits = [0, ...settings.retryDelaysMs]

    let outcome = ''
    for (const [attempt, wait] of waits.entries()) {
      if (wait > 0) await sleep(wait, undefined, { ref: false })
      try {
        const response = await fetch(settings.targetUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Razorpay-Webhook/v1 (Pathshala simulator)',
            'x-razorpay-signature': signature,
            'x-razorpay-event-id': eventId,
          },
          body,
          signal: AbortSignal.timeout(settings.timeoutMs),
        })
        // the answer's body is not read by Razorpay either
        await response.body?.cancel()
        if (response.ok) return
        outcome = `status ${response.status}`
      } catch (error: any) {
        outcome = error?.message ?? String(error)
      }
      logger.debug({ event: event.event, eventId, attempt, outcome }, 'razorpay simulator: retry')
    }
    logger.warn(
      { event: event.event, eventId, target: settings.targetUrl, outcome },
      'razorpay simulator: webhook not accepted, given up'
    )
  }
}

/** The simulator's one dispatcher. */
const webhookDispatcher = new WebhookDispatcher()
export default webhookDispatcher
