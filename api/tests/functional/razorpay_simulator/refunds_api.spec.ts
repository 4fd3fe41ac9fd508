import { test } from '@japa/runner'
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js'
import razorpayConfig from '#config/razorpay'
import webhookDispatcher, {
  SIMULATOR_ACCOUNT_ID,
} from '#dev/razorpay_simulator/services/webhook_dispatcher'
import { refundSimulation } from '#dev/razorpay_simulator/services/refunds_api'
import { withCleanDatabase } from '#tests/helpers/database'
import {
  captureSimulatorWebhooks,
  checkoutCall,
  createOrder,
  SIMULATOR_URL,
  simulatorSdk,
} from './helpers.js'

/** What the SDK rejects with: `{ statusCode, error }` from Razorpay's error JSON. */
async function sdkFailure(call: Promise<unknown>) {
  try {
    await call
  } catch (error: any) {
    return error as { statusCode: number; error: { code: string; description: string } }
  }
  throw new Error('the SDK call succeeded')
}

/** A captured payment of `amount` paise, its webhooks already delivered. */
async function capturedPayment(amount = 50_000) {
  const order = await createOrder(amount)
  const settled = await checkoutCall('settle', {
    order_id: order.id,
    key: razorpayConfig.simulator.keyId,
  })
  await webhookDispatcher.idle()
  return settled.body.razorpay_payment_id as string
}

test.group('Razorpay simulator | Refunds API through the razorpay SDK', (group) => {
  withCleanDatabase(group)
  const webhooks = captureSimulatorWebhooks(group)
  group.each.teardown(() => refundSimulation.reset())

  test('refunds part of a payment and answers Razorpay’s refund entity', async ({ assert }) => {
    const paymentId = await capturedPayment(50_000)
    webhooks.capture.clear()

    const refund = await simulatorSdk().payments.refund(paymentId, {
      amount: 20_000,
      speed: 'normal',
      receipt: 'refund-1',
      notes: { refund_id: 'ours-1' },
    })

    assert.match(refund.id, /^rfnd_[0-9A-Za-z]{14}$/)
    assert.containsSubset(refund, {
      entity: 'refund',
      amount: 20_000,
      currency: 'INR',
      payment_id: paymentId,
      receipt: 'refund-1',
      notes: { refund_id: 'ours-1' },
      status: 'pending',
      speed_requested: 'normal',
      batch_id: null,
    })
    assert.isNumber(refund.created_at)

    const payment: any = await simulatorSdk().payments.fetch(paymentId)
    assert.containsSubset(payment, {
      status: 'captured',
      amount_refunded: 20_000,
      refund_status: 'partial',
    })
  })

  test('sends refund.created then refund.processed, signed, with the refund and the payment', async ({
    assert,
  }) => {
    const paymentId = await capturedPayment(30_000)
    webhooks.capture.clear()

    const refund = await simulatorSdk().payments.refund(paymentId, { notes: { a: 'b' } })
    await webhookDispatcher.idle()

    assert.equal(refund.amount, 30_000)
    const received = webhooks.capture.received
    assert.lengthOf(received, 2)
    for (const webhook of received) {
      const signature = webhook.headers['x-razorpay-signature'] as string
      assert.isTrue(
        validateWebhookSignature(webhook.raw, signature, razorpayConfig.simulator.webhookSecret)
      )
    }
    const [created, processed] = received.map((webhook) => JSON.parse(webhook.raw))
    assert.deepEqual([created.event, processed.event], ['refund.created', 'refund.processed'])
    assert.containsSubset(processed, {
      entity: 'event',
      account_id: SIMULATOR_ACCOUNT_ID,
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: refund.id, status: 'processed', amount: 30_000 } },
        payment: {
          entity: {
            id: paymentId,
            status: 'refunded',
            amount_refunded: 30_000,
            refund_status: 'full',
          },
        },
      },
    })
    assert.equal(created.payload.refund.entity.status, 'pending')

    const fetched = await simulatorSdk().refunds.fetch(refund.id)
    assert.equal(fetched.status, 'processed')
    const ofPayment: any = await simulatorSdk().payments.fetchRefund(paymentId, refund.id)
    assert.equal(ofPayment.id, refund.id)
    const listed: any = await simulatorSdk().payments.fetchMultipleRefund(paymentId)
    assert.equal(listed.entity, 'collection')
    assert.deepEqual(
      listed.items.map((item: { id: string }) => item.id),
      [refund.id]
    )
  })

  test('a refund the simulator is told to fail sends refund.failed and counts for nothing', async ({
    assert,
  }) => {
    refundSimulation.outcome = 'failed'
    const paymentId = await capturedPayment(30_000)
    webhooks.capture.clear()

    const refund = await simulatorSdk().payments.refund(paymentId, { amount: 10_000 })
    await webhookDispatcher.idle()

    const events = webhooks.capture.received.map((webhook) => JSON.parse(webhook.raw))
    assert.deepEqual(
      events.map((event) => event.event),
      ['refund.created', 'refund.failed']
    )
    assert.equal(events[1].payload.refund.entity.id, refund.id)
    assert.equal(events[1].payload.refund.entity.status, 'failed')
    const payment: any = await simulatorSdk().payments.fetch(paymentId)
    assert.equal(payment.amount_refunded, 0)
    assert.isNull(payment.refund_status)
  })

  test('partial refunds up to what was captured, then Razorpay’s refusals', async ({ assert }) => {
    const paymentId = await capturedPayment(50_000)
    const sdk = simulatorSdk()

    await sdk.payments.refund(paymentId, { amount: 30_000 })
    const tooMuch = await sdkFailure(sdk.payments.refund(paymentId, { amount: 20_001 }))
    assert.equal(tooMuch.statusCode, 400)
    assert.equal(
      tooMuch.error.description,
      'The refund amount provided is greater than amount captured'
    )
    const rest = await sdk.payments.refund(paymentId, {})
    assert.equal(rest.amount, 20_000)
    const done = await sdkFailure(sdk.payments.refund(paymentId, { amount: 100 }))
    assert.equal(done.error.description, 'The payment has been fully refunded already')

    const small = await sdkFailure(sdk.payments.refund(await capturedPayment(), { amount: 99 }))
    assert.equal(small.error.description, 'The amount must be atleast INR 1.00')
    const unknown = await sdkFailure(sdk.payments.refund('pay_AAAAAAAAAAAAAA', {}))
    assert.equal(unknown.error.description, 'The id provided does not exist')
  })

  test('refuses a payment that was not captured, and wrong credentials', async ({ assert }) => {
    const order = await createOrder()
    const failed = await checkoutCall('fail', {
      order_id: order.id,
      key: razorpayConfig.simulator.keyId,
    })
    const paymentId = failed.body.error.metadata.payment_id
    const refusal = await sdkFailure(simulatorSdk().payments.refund(paymentId, {}))
    assert.equal(refusal.error.description, 'Payment should be captured before refund')

    const response = await fetch(`${SIMULATOR_URL}/v1/payments/${paymentId}/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    assert.equal(response.status, 401)
  })
})
