import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import app from '@adonisjs/core/services/app'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import EnrolmentService from '#catalogue/services/enrolment_service'
import type { AccessSource } from '#catalogue/models/enrolment'
import StoreItem from '#store/models/store_item'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import {
  bookOrder,
  confirmations,
  courseOrder,
  deliverWebhook,
  enrolmentCount,
  postAs,
  purchaseCount,
  razorpayStandIn,
  storedOrder,
  withFakeMail,
  withRazorpayStandIn,
  enrolledCount,
} from './helpers.js'

/** Grants slowly and counts the calls, so overlapping fulfilments would show. */
class SlowEnrolments extends EnrolmentService {
  static calls = 0

  async grant(
    userId: string,
    courseId: string,
    source: AccessSource,
    trx?: TransactionClientContract
  ) {
    SlowEnrolments.calls += 1
    await sleep(100)
    return super.grant(userId, courseId, source, trx)
  }
}

test.group('Payments under concurrency', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  const fake = withFakeMail(group)

  test('eight verifies and two webhooks for one payment: one enrolment, one mail', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    const payment = razorpayStandIn.pay(order.id)
    const answer = { ...razorpayStandIn.checkoutAnswer(order.id, payment.id), courseId: course.id }
    const captured = razorpayStandIn.webhook('payment.captured', payment)
    const paid = razorpayStandIn.webhook('order.paid', payment)

    SlowEnrolments.calls = 0
    app.container.swap(EnrolmentService, () => new SlowEnrolments())
    let verified
    let delivered
    try {
      const verifies = Array.from({ length: 8 }, () =>
        postAs(client, learner, '/payment/verifyPayment', answer)
      )
      const webhooks = [captured, paid].map((delivery) => deliverWebhook(delivery.raw, delivery))
      ;[verified, delivered] = await Promise.all([Promise.all(verifies), Promise.all(webhooks)])
    } finally {
      app.container.restore(EnrolmentService)
    }

    for (const response of verified) {
      response.assertStatus(200)
      assert.equal(
        response.body().message,
        'Payment successful! You are now enrolled in the course.'
      )
    }
    for (const response of delivered) assert.equal(response.status, 200)
    // the row lock let exactly one of the ten grant; the others found the order fulfilled
    assert.equal(SlowEnrolments.calls, 1)
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
    assert.equal(await enrolledCount(course.id), 1)
    const stored = await storedOrder(order.id)
    assert.equal(stored.status, 'fulfilled')
    assert.equal(stored.gatewayPaymentId, payment.id)
    assert.lengthOf(await confirmations(fake.mailer), 1)
  })

  test('parallel verifies and webhooks for a store item: one purchase, one mail', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.merge({ pricePaise: 39_900 }).create()
    const order = await bookOrder(client, learner, item.id)
    const payment = razorpayStandIn.pay(order.id)
    const answer = { ...razorpayStandIn.checkoutAnswer(order.id, payment.id), bookId: item.id }
    const delivery = razorpayStandIn.webhook('payment.captured', payment)

    await Promise.all([
      ...Array.from({ length: 6 }, () => postAs(client, learner, '/store/verify', answer)),
      deliverWebhook(delivery.raw, delivery),
      deliverWebhook(delivery.raw, delivery),
    ])

    assert.equal(await purchaseCount(learner.id, item.id), 1)
    const reloaded = await StoreItem.findOrFail(item.id)
    assert.equal(reloaded.purchasesCount, 1)
    assert.equal(reloaded.revenuePaise, 39_900)
    assert.lengthOf(await confirmations(fake.mailer), 1)
  })
})
