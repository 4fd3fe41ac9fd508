import { test } from '@japa/runner'
import { createHmac } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { STAND_IN_WEBHOOK_SECRET } from '#tests/support/razorpay_stand_in'
import { withCleanDatabase } from '#tests/helpers/database'
import { deliverWebhook, withRazorpayStandIn } from './helpers.js'

/** A correctly signed delivery of `body`, as Razorpay would sign it. */
function signed(body: unknown, eventId = `evt_${Math.random().toString(36).slice(2)}`) {
  const raw = JSON.stringify(body)
  const signature = createHmac('sha256', STAND_IN_WEBHOOK_SECRET).update(raw).digest('hex')
  return { raw, signature, eventId }
}

function paymentEvent(event: string, entity: Record<string, unknown>) {
  return { entity: 'event', event, payload: { payment: { entity } }, created_at: 1 }
}

test.group('POST /api/v1/payment/webhook with odd but signed payloads', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)

  const oddOrderIds: [string, unknown][] = [
    ['a number', 12345],
    ['an object', { id: 'order_x' }],
    ['an array', ['order_x']],
    ['true', true],
  ]

  for (const event of ['payment.captured', 'payment.failed', 'order.paid']) {
    for (const [label, orderId] of oddOrderIds) {
      test(`${event} whose order_id is ${label} is ignored, not a 500`, async ({ assert }) => {
        const delivery = signed(
          paymentEvent(event, { id: 'pay_x', order_id: orderId, status: 'captured' })
        )

        const response = await deliverWebhook(delivery.raw, delivery)

        assert.equal(response.status, 200, JSON.stringify(response.body))
        assert.equal(response.body.outcome, 'ignored')
      })
    }
  }

  test('an order entity whose id is not a string is ignored', async ({ assert }) => {
    const delivery = signed({
      entity: 'event',
      event: 'order.paid',
      payload: { order: { entity: { id: 987 } }, payment: { entity: { id: 'pay_y' } } },
    })

    const response = await deliverWebhook(delivery.raw, delivery)

    assert.equal(response.status, 200, JSON.stringify(response.body))
    assert.equal(response.body.outcome, 'ignored')
    const [row] = await db.from('payment_webhook_events').select('gateway_order_id')
    assert.isNull(row?.gateway_order_id ?? null)
  })

  test('a payload that is an array, not an object, is ignored', async ({ assert }) => {
    for (const body of [[1, 2], [], [{ event: 'order.paid' }]]) {
      const delivery = signed(body)
      const response = await deliverWebhook(delivery.raw, delivery)
      assert.equal(response.status, 200, JSON.stringify(response.body))
      assert.equal(response.body.outcome, 'ignored')
    }
  })
})
