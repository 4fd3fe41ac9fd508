import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { freePort } from '#start/runtime/free_port'

/**
 * A local stand-in for Razorpay's Orders and Payments API, so the payment
 * calls run in `live` mode without the network. bin/test.ts calls
 * `configureRazorpayStandIn()` before the app boots (the keys and API URL are
 * read at boot); the payment test groups start and stop the server.
 *
 * It speaks what the `razorpay` SDK calls: POST /v1/orders (basic auth
 * key_id:key_secret), GET /v1/orders/:id, GET /v1/orders/:id/payments, and Razorpay's refunds
 * API: POST /v1/payments/:id/refund, GET /v1/payments/:id/refunds, GET /v1/refunds/:id. Tests
 * play the learner's browser and Razorpay's servers through `pay` (a payment
 * on an order, as the checkout makes it), `checkoutAnswer` (what the checkout
 * hands the browser, correctly signed) and `webhook` (a signed delivery).
 */

export const STAND_IN_KEY_ID = 'rzp_test_standin0001'
export const STAND_IN_KEY_SECRET = 'stand-in-key-secret'
export const STAND_IN_WEBHOOK_SECRET = 'stand-in-webhook-secret'

export interface StandInOrder {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string | null
  offer_id: null
  status: 'created' | 'attempted' | 'paid'
  attempts: number
  notes: Record<string, string>
  created_at: number
}

export interface StandInPayment {
  id: string
  entity: 'payment'
  amount: number
  currency: string
  status: 'created' | 'authorized' | 'captured' | 'failed'
  order_id: string
  method: string
  captured: boolean
  email: string
  contact: string
  error_code: string | null
  error_description: string | null
  created_at: number
}

export interface StandInRefund {
  id: string
  entity: 'refund'
  amount: number
  currency: string
  payment_id: string
  notes: Record<string, string | number> | []
  receipt: string | null
  acquirer_data: { arn: string | null }
  created_at: number
  batch_id: null
  status: 'pending' | 'processed' | 'failed'
  speed_processed: 'normal' | 'instant'
  speed_requested: 'normal' | 'optimum'
}

export interface RecordedRequest {
  method: string
  path: string
  authorized: boolean
  body: any
}

const hmac = (data: string, secret: string) =>
  createHmac('sha256', secret).update(data).digest('hex')

const randomId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`

class RazorpayStandIn {
  port = 0
  #server?: Server
  orders = new Map<string, StandInOrder>()
  payments = new Map<string, StandInPayment[]>()
  refunds = new Map<string, StandInRefund>()
  /** The status a new refund is answered with (Razorpay's normal refunds start pending). */
  refundStatus: StandInRefund['status'] = 'pending'
  /**
   * Runs after a refund is made and before it is answered: a test delivers the refund's
   * webhook here to have it arrive before the API's own answer.
   */
  beforeRefundAnswer: ((refund: StandInRefund) => Promise<void>) | null = null
  requests: RecordedRequest[] = []
  /** When set, every API call answers this status with a Razorpay error body. */
  failWith: number | null = null
  /** When set, the API does not answer at all (the connection is dropped). */
  dropConnections = false

  get origin() {
    return `http://127.0.0.1:${this.port}`
  }

  /** Picks the port and points the app's Razorpay settings at it (live mode). */
  async configure() {
    do {
      this.port = await freePort()
    } while (String(this.port) === process.env.PORT)
    process.env.RAZORPAY_KEY_ID = STAND_IN_KEY_ID
    process.env.RAZORPAY_KEY_SECRET = STAND_IN_KEY_SECRET
    process.env.RAZORPAY_WEBHOOK_SECRET = STAND_IN_WEBHOOK_SECRET
    process.env.RAZORPAY_API_URL = `${this.origin}/v1`
  }

  reset() {
    this.orders.clear()
    this.payments.clear()
    this.refunds.clear()
    this.refundStatus = 'pending'
    this.beforeRefundAnswer = null
    this.requests = []
    this.failWith = null
    this.dropConnections = false
  }

  /** Order-creating calls received. */
  get orderCreations() {
    return this.requests.filter((entry) => entry.method === 'POST' && entry.path === '/v1/orders')
  }

  /**
   * A payment on an order, as the checkout makes it: `captured` (the default)
   * pays the order, `authorized` is not yet captured, `failed` is refused.
   */
  pay(orderId: string, status: StandInPayment['status'] = 'captured') {
    const order = this.orders.get(orderId)
    if (!order) throw new Error(`the stand-in has no order ${orderId}`)
    const payment: StandInPayment = {
      id: randomId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      method: 'upi',
      captured: status === 'captured',
      email: 'learner@example.com',
      contact: '+919876543210',
      error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: status === 'failed' ? 'Payment was declined by the bank' : null,
      created_at: Math.floor(Date.now() / 1000),
    }
    order.attempts += 1
    order.status = status === 'captured' ? 'paid' : 'attempted'
    if (status === 'captured') {
      order.amount_paid = order.amount
      order.amount_due = 0
    }
    this.payments.set(orderId, [...(this.payments.get(orderId) ?? []), payment])
    return payment
  }

  /** The checkout's handler answer for a payment, signed with the key secret. */
  checkoutAnswer(orderId: string, paymentId: string) {
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmac(`${orderId}|${paymentId}`, STAND_IN_KEY_SECRET),
    }
  }

  /**
   * A webhook delivery as Razorpay sends it: the raw JSON body, its
   * signature with the webhook secret, and an event id.
   */
  webhook(event: string, payment: StandInPayment, eventId = randomId('evt')) {
    const order = this.orders.get(payment.order_id)
    const payload: Record<string, unknown> = {
      payment: { entity: payment },
    }
    if (event.startsWith('order.') && order) payload.order = { entity: order }
    const body = {
      entity: 'event',
      account_id: 'acc_standin0001',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    }
    const raw = JSON.stringify(body)
    return { raw, body, eventId, signature: hmac(raw, STAND_IN_WEBHOOK_SECRET) }
  }

  /** Refund-making calls received. */
  get refundCreations() {
    return this.requests.filter(
      (entry) => entry.method === 'POST' && /^\/v1\/payments\/[^/]+\/refund$/.test(entry.path)
    )
  }

  /** The payment with that id, whatever its order. */
  findPayment(paymentId: string) {
    for (const list of this.payments.values()) {
      const found = list.find((payment) => payment.id === paymentId)
      if (found) return found
    }
    return undefined
  }

  /** What a payment's refunds that did not fail add up to. */
  refundedOf(paymentId: string) {
    let total = 0
    for (const refund of this.refunds.values()) {
      if (refund.payment_id === paymentId && refund.status !== 'failed') total += refund.amount
    }
    return total
  }

  /** The payment as Razorpay shows it with its refunds (amount_refunded, refund_status). */
  paymentWithRefunds(payment: StandInPayment) {
    const refunded = this.refundedOf(payment.id)
    return {
      ...payment,
      status: refunded >= payment.amount ? 'refunded' : payment.status,
      amount_refunded: refunded,
      refund_status: refunded <= 0 ? null : refunded >= payment.amount ? 'full' : 'partial',
    }
  }

  /**
   * A refund webhook as Razorpay sends it (refund.created, refund.processed, refund.failed):
   * `payload.refund.entity` and `payload.payment.entity`, signed with the webhook secret. The
   * refund's status follows the event (processed, failed) unless `status` is given.
   */
  refundWebhook(
    event: 'refund.created' | 'refund.processed' | 'refund.failed',
    refund: StandInRefund,
    eventId = randomId('evt')
  ) {
    if (event === 'refund.processed') refund.status = 'processed'
    if (event === 'refund.failed') refund.status = 'failed'
    const payment = this.findPayment(refund.payment_id)
    const payload: Record<string, unknown> = {
      refund: { entity: { ...refund } },
      payment: { entity: payment ? this.paymentWithRefunds(payment) : { id: refund.payment_id } },
    }
    const body = {
      entity: 'event',
      account_id: 'acc_standin0001',
      event,
      contains: ['refund', 'payment'],
      payload,
      created_at: Math.floor(Date.now() / 1000),
    }
    const raw = JSON.stringify(body)
    return { raw, body, eventId, signature: hmac(raw, STAND_IN_WEBHOOK_SECRET) }
  }

  async start() {
    if (this.#server) return
    const server = createServer((request, response) => {
      this.#handle(request, response).catch(() => send(response, 500, { error: {} }))
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.#server = server
  }

  async stop() {
    const server = this.#server
    this.#server = undefined
    this.reset()
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.origin)
    const text = await readBody(request)
    const expected = `Basic ${Buffer.from(`${STAND_IN_KEY_ID}:${STAND_IN_KEY_SECRET}`).toString('base64')}`
    const authorized = request.headers.authorization === expected
    let body: any = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = text
    }
    this.requests.push({ method: request.method ?? '', path: url.pathname, authorized, body })

    if (this.dropConnections) {
      request.socket.destroy()
      return
    }
    if (this.failWith) {
      return send(response, this.failWith, razorpayError('The gateway is having a bad day'))
    }
    if (!authorized) {
      return send(response, 401, razorpayError('Authentication failed'))
    }

    if (request.method === 'POST' && url.pathname === '/v1/orders') {
      const amount = body?.amount
      if (!Number.isInteger(amount) || amount < 100) {
        return send(response, 400, razorpayError('The amount must be atleast INR 1.00'))
      }
      if (typeof body.receipt === 'string' && body.receipt.length > 40) {
        return send(response, 400, razorpayError('receipt: the length must be 40 or lower'))
      }
      const order: StandInOrder = {
        id: randomId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: body.currency ?? 'INR',
        receipt: body.receipt ?? null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? {},
        created_at: Math.floor(Date.now() / 1000),
      }
      this.orders.set(order.id, order)
      return send(response, 200, order)
    }

    const payments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname)
    if (request.method === 'GET' && payments) {
      if (!this.orders.has(payments[1])) {
        return send(response, 400, razorpayError('The id provided does not exist'))
      }
      const items = this.payments.get(payments[1]) ?? []
      return send(response, 200, { entity: 'collection', count: items.length, items })
    }

    const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname)
    if (request.method === 'POST' && refundOf) {
      const payment = this.findPayment(refundOf[1])
      if (!payment) return send(response, 400, razorpayError('The id provided does not exist'))
      if (payment.status !== 'captured') {
        return send(response, 400, razorpayError('Payment should be captured before refund'))
      }
      const remaining = payment.amount - this.refundedOf(payment.id)
      if (remaining <= 0) {
        return send(response, 400, razorpayError('The payment has been fully refunded already'))
      }
      const amount = body?.amount ?? remaining
      if (!Number.isInteger(amount) || amount < 100) {
        return send(response, 400, razorpayError('The amount must be atleast INR 1.00'))
      }
      if (amount > remaining) {
        return send(
          response,
          400,
          razorpayError('The refund amount provided is greater than amount captured')
        )
      }
      const notes = body?.notes && Object.keys(body.notes).length > 0 ? body.notes : []
      const refund: StandInRefund = {
        id: randomId('rfnd'),
        entity: 'refund',
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        notes,
        receipt: typeof body?.receipt === 'string' ? body.receipt : null,
        acquirer_data: { arn: null },
        created_at: Math.floor(Date.now() / 1000),
        batch_id: null,
        status: this.refundStatus,
        speed_processed: 'normal',
        speed_requested: body?.speed === 'optimum' ? 'optimum' : 'normal',
      }
      this.refunds.set(refund.id, refund)
      if (this.beforeRefundAnswer) await this.beforeRefundAnswer(refund)
      return send(response, 200, refund)
    }

    const refundsOf = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url.pathname)
    if (request.method === 'GET' && refundsOf) {
      if (!this.findPayment(refundsOf[1])) {
        return send(response, 400, razorpayError('The id provided does not exist'))
      }
      const items = [...this.refunds.values()].filter((r) => r.payment_id === refundsOf[1])
      return send(response, 200, { entity: 'collection', count: items.length, items })
    }

    const oneRefund = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname)
    if (request.method === 'GET' && oneRefund) {
      const refund = this.refunds.get(oneRefund[1])
      if (!refund) return send(response, 400, razorpayError('The id provided does not exist'))
      return send(response, 200, refund)
    }

    const single = /^\/v1\/orders\/([^/]+)$/.exec(url.pathname)
    if (request.method === 'GET' && single) {
      const order = this.orders.get(single[1])
      if (!order) return send(response, 400, razorpayError('The id provided does not exist'))
      return send(response, 200, order)
    }

    return send(response, 404, razorpayError('The requested URL was not found on the server.'))
  }
}

function razorpayError(description: string) {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  }
}

function readBody(request: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

export const razorpayStandIn = new RazorpayStandIn()

/** Called by bin/test.ts before the app boots. */
export function configureRazorpayStandIn() {
  return razorpayStandIn.configure()
}
