import { test } from '@japa/runner'
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js'
import razorpayConfig from '#config/razorpay'
import webhookDispatcher, {
  SIMULATOR_ACCOUNT_ID,
} from '#dev/razorpay_simulator/services/webhook_dispatcher'
import { withCleanDatabase } from '#tests/helpers/database'
import {
  captureSimulatorWebhooks,
  checkoutCall,
  createOrder,
  simulatorSdk,
  type CapturedWebhook,
} from './helpers.js'

const parse = (webhook: CapturedWebhook) => JSON.parse(webhook.raw)

function assertSigned(assert: any, webhook: CapturedWebhook) {
  const signature = webhook.headers['x-razorpay-signature'] as string
  assert.match(signature, /^[0-9a-f]{64}$/)
  assert.isTrue(
    validateWebhookSignature(webhook.raw, signature, razorpayConfig.simulator.webhookSecret)
  )
  assert.isFalse(
    validateWebhookSignature(
      JSON.stringify(parse(webhook), null, 1),
      signature,
      razorpayConfig.simulator.webhookSecret
    )
  )
  assert.match(webhook.headers['content-type'] as string, /^application\/json/)
}

test.group('Razorpay simulator | webhooks', (group) => {
  withCleanDatabase(group)
  const webhooks = captureSimulatorWebhooks(group)

  test('a payment sends payment.captured and order.paid, signed over the raw body', async ({
    assert,
  }) => {
    const order = await createOrder(29_900, { courseId: 'course-9' })
    const settled = await checkoutCall('settle', {
      order_id: order.id,
      key: razorpayConfig.simulator.keyId,
      email: 'learner@example.com',
    })
    await webhookDispatcher.idle()

    const received = webhooks.capture.received
    assert.lengthOf(received, 2)
    for (const webhook of received) assertSigned(assert, webhook)

    const [captured, paid] = received.map(parse)
    assert.deepEqual([captured.event, paid.event], ['payment.captured', 'order.paid'])
    const ids = received.map((webhook) => webhook.headers['x-razorpay-event-id'])
    assert.match(ids[0] as string, /^evt_[0-9A-Za-z]{14}$/)
    assert.notEqual(ids[0], ids[1])

    const payment = await simulatorSdk().payments.fetch(settled.body.razorpay_payment_id)
    const paidOrder = await simulatorSdk().orders.fetch(order.id)
    assert.deepEqual(captured, {
      entity: 'event',
      account_id: SIMULATOR_ACCOUNT_ID,
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: captured.created_at,
    })
    assert.deepEqual(paid, {
      entity: 'event',
      account_id: SIMULATOR_ACCOUNT_ID,
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: { payment: { entity: payment }, order: { entity: paidOrder } },
      created_at: paid.created_at,
    })
    assert.equal(paid.payload.order.entity.status, 'paid')
    assert.deepEqual(paid.payload.order.entity.notes, { courseId: 'course-9' })
    assert.equal(paid.payload.payment.entity.email, 'learner@example.com')
  })

  test('settling again sends nothing more', async ({ assert }) => {
    const order = await createOrder()
    const attempt = { order_id: order.id, key: razorpayConfig.simulator.keyId }
    await checkoutCall('settle', attempt)
    await webhookDispatcher.idle()
    await checkoutCall('settle', attempt)
    await webhookDispatcher.idle()

    assert.lengthOf(webhooks.capture.received, 2)
  })

  test('a simulated failure sends payment.failed', async ({ assert }) => {
    const order = await createOrder()
    const failed = await checkoutCall('fail', {
      order_id: order.id,
      key: razorpayConfig.simulator.keyId,
    })
    await webhookDispatcher.idle()

    const received = webhooks.capture.received
    assert.lengthOf(received, 1)
    assertSigned(assert, received[0])
    const event = parse(received[0])
    assert.equal(event.event, 'payment.failed')
    assert.deepEqual(event.contains, ['payment'])
    assert.containsSubset(event.payload.payment.entity, {
      id: failed.body.error.metadata.payment_id,
      order_id: order.id,
      status: 'failed',
      error_reason: 'payment_failed',
    })
  })

  test('redelivers an event not answered 2xx, with the same event id', async ({ assert }) => {
    webhooks.capture.statuses.push(500, 503)
    const order = await createOrder()
    await checkoutCall('fail', { order_id: order.id, key: razorpayConfig.simulator.keyId })
    await webhookDispatcher.idle()

    const received = webhooks.capture.received
    assert.lengthOf(received, 3)
    assert.equal(new Set(received.map((webhook) => webhook.raw)).size, 1)
    assert.equal(new Set(received.map((w) => w.headers['x-razorpay-event-id'])).size, 1)
    assert.isAtLeast(received[1].at - received[0].at, 15)
  })

  test('gives up quietly when the endpoint keeps refusing or is down', async ({ assert }) => {
    webhooks.capture.statuses.push(500, 500, 500)
    const order = await createOrder()
    await checkoutCall('fail', { order_id: order.id, key: razorpayConfig.simulator.keyId })
    await webhookDispatcher.idle()
    assert.lengthOf(webhooks.capture.received, 3)

    const target = webhookDispatcher.settings.targetUrl
    webhookDispatcher.settings.targetUrl = 'http://127.0.0.1:9/nobody-listens'
    try {
      const other = await createOrder()
      const settled = await checkoutCall('settle', {
        order_id: other.id,
        key: razorpayConfig.simulator.keyId,
      })
      assert.equal(settled.status, 200)
      await webhookDispatcher.idle()
    } finally {
      webhookDispatcher.settings.targetUrl = target
    }
  })

  test('answers the checkout first and sends the events after the delay', async ({ assert }) => {
    webhookDispatcher.settings.delayMs = 300
    try {
      const order = await createOrder()
      const started = Date.now()
      const settled = await checkoutCall('settle', {
        order_id: order.id,
        key: razorpayConfig.simulator.keyId,
      })
      assert.equal(settled.status, 200)
      assert.lengthOf(webhooks.capture.received, 0)
      await webhookDispatcher.idle()
      assert.lengthOf(webhooks.capture.received, 2)
      assert.isAtLeast(webhooks.capture.received[0].at - started, 290)
    } finally {
      webhookDispatcher.settings.delayMs = 0
    }
  })
})
