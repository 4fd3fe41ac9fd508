import { Agent } from 'node:http'
import { test } from '@japa/runner'
import Razorpay from 'razorpay'
import { withRazorpayStandIn } from '#tests/functional/payments/helpers'
import {
  STAND_IN_KEY_ID,
  STAND_IN_KEY_SECRET,
  STAND_IN_WEBHOOK_SECRET,
} from '#tests/support/razorpay_stand_in'
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js'
import { razorpayStandIn } from './helpers.js'

/** The SDK pointed at the stand-in, as the payments core points it at Razorpay. */
function standInSdk() {
  const sdk = new Razorpay({ key_id: STAND_IN_KEY_ID, key_secret: STAND_IN_KEY_SECRET })
  const http = (sdk.api as any).rq.defaults
  http.baseURL = razorpayStandIn.origin
  // its own connections: the shared keep-alive ones may still point at the previous group's
  // stand-in, closed a moment ago
  http.httpAgent = new Agent({ keepAlive: false })
  return sdk
}

async function sdkFailure(call: Promise<unknown>) {
  try {
    await call
  } catch (error: any) {
    return error as { statusCode: number; error: { description: string } }
  }
  throw new Error('the SDK call succeeded')
}

test.group('Razorpay stand-in | refunds API', (group) => {
  withRazorpayStandIn(group)

  test('refunds a captured payment in parts, as Razorpay documents it', async ({ assert }) => {
    const sdk = standInSdk()
    const order = await sdk.orders.create({ amount: 40_000, currency: 'INR', receipt: 'r1' })
    const payment = razorpayStandIn.pay(order.id)

    const part = await sdk.payments.refund(payment.id, {
      amount: 15_000,
      receipt: 'ours',
      notes: { refund_id: 'ours' },
    })
    assert.match(part.id, /^rfnd_/)
    assert.containsSubset(part, {
      entity: 'refund',
      amount: 15_000,
      currency: 'INR',
      payment_id: payment.id,
      status: 'pending',
      receipt: 'ours',
      notes: { refund_id: 'ours' },
    })
    const over = await sdkFailure(sdk.payments.refund(payment.id, { amount: 25_001 }))
    assert.equal(over.statusCode, 400)
    assert.equal(
      over.error.description,
      'The refund amount provided is greater than amount captured'
    )
    const rest = await sdk.payments.refund(payment.id, {})
    assert.equal(rest.amount, 25_000)
    const done = await sdkFailure(sdk.payments.refund(payment.id, { amount: 100 }))
    assert.equal(done.error.description, 'The payment has been fully refunded already')

    const listed: any = await sdk.payments.fetchMultipleRefund(payment.id)
    assert.equal(listed.count, 2)
    const fetched = await sdk.refunds.fetch(part.id)
    assert.equal(fetched.amount, 15_000)
  })

  test('refund webhooks carry the refund and the payment, signed', async ({ assert }) => {
    const sdk = standInSdk()
    const order = await sdk.orders.create({ amount: 40_000, currency: 'INR', receipt: 'r2' })
    const payment = razorpayStandIn.pay(order.id)
    const made = await sdk.payments.refund(payment.id, {})

    const delivery = razorpayStandIn.refundWebhook(
      'refund.processed',
      razorpayStandIn.refunds.get(made.id)!
    )

    assert.isTrue(
      validateWebhookSignature(delivery.raw, delivery.signature, STAND_IN_WEBHOOK_SECRET)
    )
    assert.containsSubset(delivery.body, {
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: made.id, status: 'processed', amount: 40_000 } },
        payment: {
          entity: {
            id: payment.id,
            status: 'refunded',
            amount_refunded: 40_000,
            refund_status: 'full',
          },
        },
      },
    })
  })
})
