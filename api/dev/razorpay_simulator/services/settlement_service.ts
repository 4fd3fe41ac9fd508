import { createHmac, timingSafeEqual } from 'node:crypto'
import razorpayConfig from '#config/razorpay'
import { RazorpaySimulatorError } from './errors.js'
import { isRazorpayId, razorpayId } from './ids.js'
import {
  orderEntity,
  paymentEntity,
  PAYMENT_METHODS,
  SIMULATED_FAILURE,
  type PaymentMethod,
  type SimulatedOrderRow,
} from './entities.js'
import * as records from './simulator_records.js'
import webhookDispatcher, { simulatorEvent, type WebhookDispatcher } from './webhook_dispatcher.js'

/** What the checkout script sends for the buyer's 'Pay' or 'Simulate failure'. */
export interface CheckoutAttempt {
  orderId: string
  key: string
  method: PaymentMethod
  email: string
  contact: string
  description: string | null
}

/** The checkout's answer to a successful payment, as Razorpay's handler receives it. */
export interface SettledPayment {
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
}

/** What Razorpay's checkout records when the buyer gives none. */
const DEFAULT_EMAIL = 'void@razorpay.com'
const DEFAULT_CONTACT = '+919000090000'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * Reads the checkout's body. The order id and the key id are both required:
 * together they are what lets a browser pay an order (the order id is an
 * unguessable 14-character id only the merchant's server and its buyer know).
 */
export function parseCheckoutAttempt(body: Record<string, unknown>): CheckoutAttempt {
  const orderId = text(body.order_id)
  const key = text(body.key)
  if (!orderId) throw new RazorpaySimulatorError(400, 'The order_id field is required.', 'order_id')
  if (!key) throw new RazorpaySimulatorError(400, 'The key field is required.', 'key')
  const method = text(body.method) || 'card'
  if (!PAYMENT_METHODS.includes(method as PaymentMethod)) {
    throw new RazorpaySimulatorError(400, 'The method is invalid.', 'method')
  }
  const email = text(body.email)
  const contact = text(body.contact)
  const description = text(body.description)
  return {
    orderId,
    key,
    method: method as PaymentMethod,
    email: email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : DEFAULT_EMAIL,
    contact: /^\+?[0-9][0-9 -]{6,18}[0-9]$/.test(contact) ? contact : DEFAULT_CONTACT,
    description: description ? description.slice(0, 255) : null,
  }
}

/** Razorpay's checkout signature: HMAC-SHA256 hex of `order_id|payment_id` with the key secret. */
export function checkoutSignature(orderId: string, paymentId: string) {
  return createHmac('sha256', razorpayConfig.simulator.keySecret)
    .update(`${orderId}|${paymentId}`)
    .digest('hex')
}

function isOurKey(key: string) {
  const given = Buffer.from(key)
  const expected = Buffer.from(razorpayConfig.simulator.keyId)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The checkout's side of the simulator: showing an order, paying it (once),
 * and failing a payment on request. Events follow in the background.
 */
export default class SettlementService {
  constructor(private webhooks: WebhookDispatcher = webhookDispatcher) {}

  /** What the checkout window shows about an order (the amount is the order's own). */
  async checkoutOrder(orderId: string, key: string) {
    const order = await this.#order(orderId, key)
    return { id: order.id, amount: order.amount, currency: order.currency, status: order.status }
  }

  /**
   * Pays the order with a captured payment and answers the signed result.
   * An order is paid once: settling it again answers the same payment (and
   * sends no more events).
   */
  async settle(attempt: CheckoutAttempt): Promise<SettledPayment> {
    await this.#order(attempt.orderId, attempt.key)
    const { order, payment, fresh } = await records.transaction(async (trx) => {
      const locked = (await records.findOrder(attempt.orderId, { trx, lock: true }))!
      if (locked.status === 'paid') {
        const captured = await records.capturedPaymentOf(locked.id, trx)
        if (captured) return { order: locked, payment: captured, fresh: false }
      }
      const created = await records.insertPayment(trx, {
        id: razorpayId('pay'),
        order_id: locked.id,
        amount: locked.amount,
        currency: locked.currency,
        status: 'captured',
        method: attempt.method,
        email: attempt.email,
        contact: attempt.contact,
        description: attempt.description,
      })
      const changes = { status: 'paid' as const, attempts: locked.attempts + 1 }
      await records.updateOrder(trx, locked.id, changes)
      return { order: { ...locked, ...changes }, payment: created, fresh: true }
    })

    if (fresh) {
      const paymentJson = paymentEntity(payment)
      this.webhooks.dispatch([
        simulatorEvent('payment.captured', paymentJson),
        simulatorEvent('order.paid', paymentJson, orderEntity(order)),
      ])
    }
    return {
      razorpay_order_id: order.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature(order.id, payment.id),
    }
  }

  /**
   * Records a failed payment attempt (the order becomes `attempted` and may
   * still be paid) and answers Razorpay's `payment.failed` error object.
   */
  async fail(attempt: CheckoutAttempt) {
    await this.#order(attempt.orderId, attempt.key)
    const payment = await records.transaction(async (trx) => {
      const locked = (await records.findOrder(attempt.orderId, { trx, lock: true }))!
      if (locked.status === 'paid') {
        throw new RazorpaySimulatorError(409, 'This order has already been paid')
      }
      const created = await records.insertPayment(trx, {
        id: razorpayId('pay'),
        order_id: locked.id,
        amount: locked.amount,
        currency: locked.currency,
        status: 'failed',
        method: attempt.method,
        email: attempt.email,
        contact: attempt.contact,
        description: attempt.description,
      })
      await records.updateOrder(trx, locked.id, {
        status: 'attempted',
        attempts: locked.attempts + 1,
      })
      return created
    })

    this.webhooks.dispatch([simulatorEvent('payment.failed', paymentEntity(payment))])
    return {
      error: {
        ...SIMULATED_FAILURE,
        metadata: { order_id: payment.order_id, payment_id: payment.id },
      },
    }
  }

  /** The order, when the key is ours (401 otherwise) and the order exists (404 otherwise). */
  async #order(orderId: string, key: string): Promise<SimulatedOrderRow> {
    if (!isOurKey(key)) throw new RazorpaySimulatorError(401, 'The api key provided is invalid')
    const order = isRazorpayId(orderId, 'order') ? await records.findOrder(orderId) : null
    if (!order) throw new RazorpaySimulatorError(404, 'The id provided does not exist')
    return order
  }
}
