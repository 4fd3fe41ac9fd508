import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import razorpayConfig from '#config/razorpay'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import FulfilmentService from '#payments/services/fulfilment_service'
import EnrolmentService from '#catalogue/services/enrolment_service'
import PurchaseService from '#payments/services/purchase_service'
import {
  bookOrder,
  confirmations,
  courseOrder,
  deliverWebhook,
  enrolmentCount,
  purchaseCount,
  razorpayStandIn,
  storedOrder,
  withFakeMail,
  withRazorpayStandIn,
  orderStatus,
} from './helpers.js'

const services = () => [new EnrolmentService(), new PurchaseService()] as const

async function eventCount() {
  const [row] = await db.from('payment_webhook_events').count('* as n')
  return Number(row.n)
}

test.group('POST /api/v1/payment/webhook', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  const fake = withFakeMail(group)

  test('payment.captured alone fulfils the order (the browser never came back)', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    const payment = razorpayStandIn.pay(order.id)
    const delivery = razorpayStandIn.webhook('payment.captured', payment)

    const started = Date.now()
    const response = await deliverWebhook(delivery.raw, delivery)

    assert.equal(response.status, 200)
    assert.isBelow(Date.now() - started, 5000)
    assert.deepEqual(response.body, {
      success: true,
      message: 'Webhook received',
      outcome: 'processed',
    })
    // no session is opened for Razorpay's servers
    assert.isNull(response.headers.get('set-cookie'))
    const stored = await storedOrder(order.id)
    assert.equal(stored.status, 'fulfilled')
    assert.equal(stored.gatewayPaymentId, payment.id)
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
    assert.lengthOf(await confirmations(fake.mailer), 1)
  })

  test('order.paid alone grants a store item', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.create()
    const order = await bookOrder(client, learner, item.id)
    const payment = razorpayStandIn.pay(order.id)
    const delivery = razorpayStandIn.webhook('order.paid', payment)

    const response = await deliverWebhook(delivery.raw, delivery)

    assert.equal(response.status, 200)
    assert.equal(response.body.outcome, 'processed')
    assert.equal(await purchaseCount(learner.id, item.id), 1)
    assert.equal(await orderStatus(order.id), 'fulfilled')
    assert.lengthOf(await confirmations(fake.mailer), 1)
  })

  test('a redelivered event id has no effect; another event for a paid order neither', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    const payment = razorpayStandIn.pay(order.id)
    const delivery = razorpayStandIn.webhook('payment.captured', payment)

    const first = await deliverWebhook(delivery.raw, delivery)
    const again = await deliverWebhook(delivery.raw, delivery)
    const paid = razorpayStandIn.webhook('order.paid', payment)
    const other = await deliverWebhook(paid.raw, paid)

    assert.equal(first.body.outcome, 'processed')
    assert.equal(again.status, 200)
    assert.equal(again.body.outcome, 'duplicate')
    assert.equal(other.status, 200)
    assert.equal(other.body.outcome, 'ignored')
    assert.equal(await eventCount(), 2)
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
    assert.lengthOf(await confirmations(fake.mailer), 1)
  })

  test('refuses a bad, missing or foreign signature with 400', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    const payment = razorpayStandIn.pay(order.id)
    const delivery = razorpayStandIn.webhook('payment.captured', payment)

    const forged = await deliverWebhook(delivery.raw, { ...delivery, signature: 'a'.repeat(64) })
    const missing = await deliverWebhook(delivery.raw, { eventId: delivery.eventId })
    // signed with the key secret instead of the webhook secret
    const { createHmac } = await import('node:crypto')
    const wrongSecret = createHmac('sha256', razorpayConfig.keySecret)
      .update(delivery.raw)
      .digest('hex')
    const foreign = await deliverWebhook(delivery.raw, { ...delivery, signature: wrongSecret })

    for (const response of [forged, missing, foreign]) {
      assert.equal(response.status, 400)
      assert.deepEqual(response.body, { success: false, message: 'Invalid signature' })
    }
    assert.equal(await orderStatus(order.id), 'created')
    assert.equal(await enrolmentCount(learner.id, course.id), 0)
    assert.equal(await eventCount(), 0)
  })

  test('checks the raw body: a re-serialised or altered body fails', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    const payment = razorpayStandIn.pay(order.id)
    const delivery = razorpayStandIn.webhook('payment.captured', payment)

    // the same JSON, laid out differently
    const reserialised = JSON.stringify(JSON.parse(delivery.raw), null, 2)
    const spaced = await deliverWebhook(reserialised, delivery)
    // the same signature over another amount
    const altered = delivery.raw.replace(`"amount":${payment.amount}`, '"amount":100')
    const tampered = await deliverWebhook(altered, delivery)

    assert.equal(spaced.status, 400)
    assert.equal(tampered.status, 400)
    assert.equal(await orderStatus(order.id), 'created')
    assert.equal(await enrolmentCount(learner.id, course.id), 0)

    // the genuine bytes pass
    const genuine = await deliverWebhook(delivery.raw, delivery)
    assert.equal(genuine.status, 200)
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
  })

  test('payment.failed marks a created order failed, with the reason', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    const failed = razorpayStandIn.pay(order.id, 'failed')
    const delivery = razorpayStandIn.webhook('payment.failed', failed)

    const response = await deliverWebhook(delivery.raw, delivery)

    assert.equal(response.status, 200)
    assert.equal(response.body.outcome, 'processed')
    const stored = await storedOrder(order.id)
    assert.equal(stored.status, 'failed')
    assert.equal(stored.failureReason, 'Payment was declined by the bank')
    assert.equal(await enrolmentCount(learner.id, course.id), 0)
    assert.lengthOf(await confirmations(fake.mailer), 0)
  })

  test('payment.failed never moves a fulfilled order back', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    const payment = razorpayStandIn.pay(order.id)
    const captured = razorpayStandIn.webhook('payment.captured', payment)
    await deliverWebhook(captured.raw, captured)

    const late = razorpayStandIn.webhook('payment.failed', {
      ...payment,
      id: 'pay_lateattempt001',
      status: 'failed',
    })
    const response = await deliverWebhook(late.raw, late)

    assert.equal(response.status, 200)
    assert.equal(response.body.outcome, 'ignored')
    const stored = await storedOrder(order.id)
    assert.equal(stored.status, 'fulfilled')
    assert.equal(stored.gatewayPaymentId, payment.id)
  })

  test('ignores other events, unknown orders and mismatching amounts with 200', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    const payment = razorpayStandIn.pay(order.id)

    const refund = razorpayStandIn.webhook('refund.created', payment)
    const authorized = razorpayStandIn.webhook('payment.authorized', payment)
    const stranger = razorpayStandIn.webhook('payment.captured', {
      ...payment,
      order_id: 'order_notours00001',
    })
    const cheaper = razorpayStandIn.webhook('payment.captured', { ...payment, amount: 100 })

    for (const delivery of [refund, authorized, stranger, cheaper]) {
      const response = await deliverWebhook(delivery.raw, delivery)
      assert.equal(response.status, 200)
      assert.equal(response.body.outcome, 'ignored')
    }
    assert.equal(await orderStatus(order.id), 'created')
    assert.equal(await enrolmentCount(learner.id, course.id), 0)
  })

  test('a delivery that failed to be handled is handled on the retry', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    const payment = razorpayStandIn.pay(order.id)
    const delivery = razorpayStandIn.webhook('payment.captured', payment)

    class BrokenFulfilment extends FulfilmentService {
      async fulfil(): Promise<never> {
        throw new Error('database went away')
      }
    }
    app.container.swap(FulfilmentService, () => new BrokenFulfilment(...services()))
    let failed
    try {
      failed = await deliverWebhook(delivery.raw, delivery)
    } finally {
      app.container.restore(FulfilmentService)
    }
    const retried = await deliverWebhook(delivery.raw, delivery)

    assert.equal(failed.status, 500)
    assert.equal(failed.body.message, 'Something went wrong. Please try again later.')
    assert.equal(retried.status, 200)
    assert.equal(retried.body.outcome, 'processed')
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
  })

  test('needs no CSRF token even from a browser with a session', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    const payment = razorpayStandIn.pay(order.id)
    const delivery = razorpayStandIn.webhook('payment.captured', payment)

    const response = await client
      .post('/api/v1/payment/webhook')
      .header('x-razorpay-signature', delivery.signature)
      .header('x-razorpay-event-id', delivery.eventId)
      .json(delivery.body)
      .loginAs(learner)

    // the api client re-serialises the body the same way, so the signature holds
    response.assertStatus(200)
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
  })
})
