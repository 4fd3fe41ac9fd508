import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import ace from '@adonisjs/core/services/ace'
import Reconciler from '#payments/services/reconciler'
import PaymentsReconcile from '../../../commands/payments_reconcile.js'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import {
  age,
  bookOrder,
  confirmations,
  courseOrder,
  enrolmentCount,
  purchaseCount,
  razorpayStandIn,
  storedOrder,
  withFakeMail,
  withRazorpayStandIn,
  orderStatus,
} from './helpers.js'

async function reconcile(options = {}) {
  const reconciler = await app.container.make(Reconciler)
  return reconciler.run(options)
}

test.group('Payments reconciler', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  const fake = withFakeMail(group)

  test('fulfils an order paid at the gateway that nobody told us about', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const item = await StoreItemFactory.create()
    const courseOrderData = await courseOrder(client, learner, course.id)
    const itemOrder = await bookOrder(client, learner, item.id)
    const coursePayment = razorpayStandIn.pay(courseOrderData.id)
    razorpayStandIn.pay(itemOrder.id)
    await age(courseOrderData.id, 10)
    await age(itemOrder.id, 10)

    const summary = await reconcile({ backoff: true })

    assert.deepEqual(summary, { checked: 2, fulfilled: 2, errors: 0, skipped: false })
    const stored = await storedOrder(courseOrderData.id)
    assert.equal(stored.status, 'fulfilled')
    assert.equal(stored.gatewayPaymentId, coursePayment.id)
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
    assert.equal(await purchaseCount(learner.id, item.id), 1)
    assert.lengthOf(await confirmations(fake.mailer), 2)

    // a second run finds nothing left to do
    const again = await reconcile()
    assert.deepEqual(again, { checked: 0, fulfilled: 0, errors: 0, skipped: false })
    assert.lengthOf(await confirmations(fake.mailer), 2)
  })

  test('leaves young orders, unpaid, failed and authorized-only payments alone', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const [young, unpaid, declined, authorized, old] = await CourseFactory.createMany(5)
    const youngOrder = await courseOrder(client, learner, young.id)
    razorpayStandIn.pay(youngOrder.id)
    const unpaidOrder = await courseOrder(client, learner, unpaid.id)
    const declinedOrder = await courseOrder(client, learner, declined.id)
    razorpayStandIn.pay(declinedOrder.id, 'failed')
    const authorizedOrder = await courseOrder(client, learner, authorized.id)
    razorpayStandIn.pay(authorizedOrder.id, 'authorized')
    const oldOrder = await courseOrder(client, learner, old.id)
    razorpayStandIn.pay(oldOrder.id)
    await age(unpaidOrder.id, 10)
    await age(declinedOrder.id, 10)
    await age(authorizedOrder.id, 10)
    await age(oldOrder.id, 8 * 24 * 60)

    const summary = await reconcile()

    assert.deepEqual(summary, { checked: 3, fulfilled: 0, errors: 0, skipped: false })
    for (const order of [youngOrder, unpaidOrder, declinedOrder, authorizedOrder, oldOrder]) {
      assert.equal(await orderStatus(order.id), 'created')
    }
    // the young one was not even asked about
    const asked = razorpayStandIn.requests.filter((entry) => entry.path.endsWith('/payments'))
    assert.notInclude(
      asked.map((entry) => entry.path),
      `/v1/orders/${youngOrder.id}/payments`
    )
  })

  test('scheduled runs ask about older orders less often', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const [due, notDue] = await CourseFactory.createMany(2)
    const dueOrder = await courseOrder(client, learner, due.id)
    const notDueOrder = await courseOrder(client, learner, notDue.id)
    // every 5 minutes: between 1 hour and 1 day old, every 6th run (age 180 min: run 36)
    await age(dueOrder.id, 180)
    await age(notDueOrder.id, 185)

    const scheduled = await reconcile({ backoff: true })
    const byHand = await reconcile()

    assert.equal(scheduled.checked, 1)
    assert.equal(byHand.checked, 2)
  })

  test('counts gateway failures and stops after three in a row', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const courses = await CourseFactory.createMany(5)
    for (const course of courses) {
      const order = await courseOrder(client, learner, course.id)
      await age(order.id, 10)
    }
    razorpayStandIn.failWith = 503
    razorpayStandIn.requests = []

    const summary = await reconcile()

    assert.deepEqual(summary, { checked: 0, fulfilled: 0, errors: 3, skipped: false })
    assert.lengthOf(razorpayStandIn.requests, 3)
  })

  test('one run at a time: a second run while one is going does nothing', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    razorpayStandIn.pay(order.id)
    await age(order.id, 10)

    const [first, second] = await Promise.all([reconcile(), reconcile()])

    assert.equal(first.fulfilled, 1)
    assert.isTrue(second.skipped)
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
  })

  test('node ace payments:reconcile runs it by hand', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    razorpayStandIn.pay(order.id)
    ace.ui.switchMode('raw')
    try {
      // too young for the default window, taken with --after 0
      const waiting = await ace.create(PaymentsReconcile, [])
      await waiting.exec()
      waiting.assertSucceeded()
      waiting.assertLog('[ green(success) ] Checked 0 order(s), fulfilled 0, errors 0')

      const command = await ace.create(PaymentsReconcile, ['--after', '0'])
      await command.exec()
      command.assertSucceeded()
      command.assertLog('[ green(success) ] Checked 1 order(s), fulfilled 1, errors 0')
    } finally {
      ace.ui.switchMode('normal')
    }
    assert.equal(await orderStatus(order.id), 'fulfilled')
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
  })
})
