import { test } from '@japa/runner'
import razorpayConfig from '#config/razorpay'
import StoreItem from '#store/models/store_item'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { courseRevenuePaise } from '#builder/services/course_revenue'
import {
  API,
  bookOrder,
  confirmations,
  courseOrder,
  enrolmentCount,
  postAs,
  purchaseCount,
  razorpayStandIn,
  rendered,
  storedOrder,
  withFakeMail,
  withRazorpayStandIn,
  orderStatus,
  enrolledCount,
} from './helpers.js'

const COURSE_SUCCESS = 'Payment successful! You are now enrolled in the course.'
const STORE_SUCCESS = 'Purchase successful! Check your email for confirmation.'

test.group('POST /api/v1/payment/verifyPayment', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  const fake = withFakeMail(group)

  test('a correctly signed answer enrols the learner and mails a confirmation', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.merge({
      firstName: 'Asha',
      email: 'asha@example.com',
    }).create()
    const course = await CourseFactory.merge({
      courseName: 'Indian Polity',
      pricePaise: 149_900,
    }).create()
    const order = await courseOrder(client, learner, course.id)
    const payment = razorpayStandIn.pay(order.id)

    const response = await client
      .post(`${API}/payment/verifyPayment`)
      .json({ ...razorpayStandIn.checkoutAnswer(order.id, payment.id), courseId: course.id })
      .loginAs(learner)
      .withCsrfToken()

    response.assertStatus(200)
    assert.isTrue(response.body().success)
    assert.equal(response.body().message, COURSE_SUCCESS)
    assert.equal(response.body().data.courseId, course.id)
    assert.equal(response.body().data.status, 'fulfilled')

    const stored = await storedOrder(order.id)
    assert.equal(stored.status, 'fulfilled')
    assert.equal(stored.gatewayPaymentId, payment.id)
    assert.isNotNull(stored.paidAt)
    assert.isNotNull(stored.fulfilledAt)
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
    assert.equal(await enrolledCount(course.id), 1)
    assert.equal(await courseRevenuePaise(course.id), 149_900)

    const mails = await confirmations(fake.mailer)
    assert.lengthOf(mails, 1)
    const mail = rendered(mails[0])
    assert.deepEqual(mail.to, ['asha@example.com'])
    assert.include(mail.subject, 'Indian Polity')
    assert.include(mail.text, 'Hello Asha,')
    assert.include(mail.text, COURSE_SUCCESS)
    assert.include(mail.text, `Order number: ${order.receipt}`)
    assert.include(mail.text, 'Course: Indian Polity')
    assert.include(mail.text, 'Amount paid: ₹1,499.00')
    assert.match(mail.text, /Date: \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M IST/)
    assert.include(mail.text, `/home/enrolled?id=${course.id}`)

    // the learner now has the course
    const mine = await postAs(client, learner, '/profile/getEnrolledCourses')
    assert.equal(mine.body().courses[0]._id, course.id)
  })

  test('a replayed answer is answered again, with no second grant or mail', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    const payment = razorpayStandIn.pay(order.id)
    const answer = { ...razorpayStandIn.checkoutAnswer(order.id, payment.id), courseId: course.id }

    const first = await postAs(client, learner, '/payment/verifyPayment', answer)
    const replay = await postAs(client, learner, '/payment/verifyPayment', answer)

    first.assertStatus(200)
    replay.assertStatus(200)
    assert.equal(replay.body().message, COURSE_SUCCESS)
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
    assert.equal(await enrolledCount(course.id), 1)
    assert.lengthOf(await confirmations(fake.mailer), 1)
  })

  test('refuses a forged, tampered or missing signature (400), granting nothing', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    const payment = razorpayStandIn.pay(order.id)
    const genuine = razorpayStandIn.checkoutAnswer(order.id, payment.id)

    const attempts = [
      // forged: a signature made without the key secret
      { ...genuine, razorpay_signature: 'f'.repeat(64) },
      // tampered: another payment id under the genuine signature
      { ...genuine, razorpay_payment_id: 'pay_someoneelse01' },
      // not hex at all
      { ...genuine, razorpay_signature: 'not-a-signature' },
      // missing
      { razorpay_order_id: genuine.razorpay_order_id, razorpay_payment_id: payment.id },
      { ...genuine, razorpay_signature: '' },
    ]
    for (const attempt of attempts) {
      const response = await postAs(client, learner, '/payment/verifyPayment', {
        ...attempt,
        courseId: course.id,
      })
      response.assertStatus(400)
      assert.deepEqual(response.body(), { success: false, message: 'Invalid signature' })
    }

    assert.equal(await orderStatus(order.id), 'created')
    assert.equal(await enrolmentCount(learner.id, course.id), 0)
    assert.lengthOf(await confirmations(fake.mailer), 0)
  })

  test("refuses another learner's order like an unknown one (404)", async ({ client, assert }) => {
    const owner = await UserFactory.create()
    const intruder = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, owner, course.id)
    const payment = razorpayStandIn.pay(order.id)
    const answer = { ...razorpayStandIn.checkoutAnswer(order.id, payment.id), courseId: course.id }

    const stolen = await postAs(client, intruder, '/payment/verifyPayment', answer)
    const unknown = await postAs(client, intruder, '/payment/verifyPayment', {
      ...razorpayStandIn.checkoutAnswer('order_doesnotexist1', payment.id),
      courseId: course.id,
    })

    stolen.assertStatus(404)
    unknown.assertStatus(404)
    assert.deepEqual(stolen.body(), unknown.body())
    assert.deepEqual(stolen.body(), { success: false, message: 'Payment order not found' })
    assert.equal(await enrolmentCount(intruder.id, course.id), 0)
    assert.equal(await enrolmentCount(owner.id, course.id), 0)
    assert.equal(await orderStatus(order.id), 'created')
  })

  test('refuses an order made for another course (400) and grants nothing', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const cheap = await CourseFactory.merge({ pricePaise: 10_000 }).create()
    const dear = await CourseFactory.merge({ pricePaise: 900_000 }).create()
    const order = await courseOrder(client, learner, cheap.id)
    const payment = razorpayStandIn.pay(order.id)

    const response = await postAs(client, learner, '/payment/verifyPayment', {
      ...razorpayStandIn.checkoutAnswer(order.id, payment.id),
      courseId: dear.id,
    })

    response.assertStatus(400)
    assert.equal(
      response.body().message,
      'Payment verification failed: this payment is for a different item'
    )
    assert.equal(await enrolmentCount(learner.id, dear.id), 0)
    assert.equal(await enrolmentCount(learner.id, cheap.id), 0)
    assert.equal(await orderStatus(order.id), 'created')

    // a store order on the course call is refused likewise
    const item = await StoreItemFactory.create()
    const bookOrderData = await bookOrder(client, learner, item.id)
    const bookPayment = razorpayStandIn.pay(bookOrderData.id)
    const crossed = await postAs(client, learner, '/payment/verifyPayment', {
      ...razorpayStandIn.checkoutAnswer(bookOrderData.id, bookPayment.id),
    })
    crossed.assertStatus(400)
    assert.equal(await purchaseCount(learner.id, item.id), 0)
  })

  test('grants the order’s course when the body names none', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    const payment = razorpayStandIn.pay(order.id)

    const response = await postAs(
      client,
      learner,
      '/payment/verifyPayment',
      razorpayStandIn.checkoutAnswer(order.id, payment.id)
    )

    response.assertStatus(200)
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
  })

  test('a failed order paid on a later attempt is fulfilled', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const order = await courseOrder(client, learner, course.id)
    const failed = razorpayStandIn.pay(order.id, 'failed')
    const delivery = razorpayStandIn.webhook('payment.failed', failed)
    await fetch(`http://${process.env.HOST}:${process.env.PORT}${API}/payment/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': delivery.signature,
        'x-razorpay-event-id': delivery.eventId,
      },
      body: delivery.raw,
    })
    assert.equal(await orderStatus(order.id), 'failed')

    const payment = razorpayStandIn.pay(order.id)
    const response = await postAs(client, learner, '/payment/verifyPayment', {
      ...razorpayStandIn.checkoutAnswer(order.id, payment.id),
      courseId: course.id,
    })

    response.assertStatus(200)
    const stored = await storedOrder(order.id)
    assert.equal(stored.status, 'fulfilled')
    assert.equal(stored.gatewayPaymentId, payment.id)
    assert.isNull(stored.failureReason)
  })

  test('refuses missing ids with 422, visitors with 401, and answers 503 when off', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const missing = await postAs(client, learner, '/payment/verifyPayment', {
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'a'.repeat(64),
    })
    assertFieldError(missing, 'razorpay_order_id', 'razorpay_order_id is required')

    const visitor = await client
      .post(`${API}/payment/verifyPayment`)
      .json({ razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x' })
      .withCsrfToken()
    visitor.assertStatus(401)

    const mode = razorpayConfig.mode
    razorpayConfig.mode = 'disabled'
    try {
      const off = await postAs(client, learner, '/payment/verifyPayment', {
        razorpay_order_id: 'order_x',
        razorpay_payment_id: 'pay_x',
      })
      off.assertStatus(503)
      assert.equal(off.body().message, 'Payments are not available right now')
    } finally {
      razorpayConfig.mode = mode
    }
  })
})

test.group('POST /api/v1/store/verify', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  const fake = withFakeMail(group)

  test('a correctly signed answer grants the item once and mails a confirmation', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.merge({ email: 'ravi@example.com' }).create()
    const item = await StoreItemFactory.merge({
      title: 'Economy Notes',
      pricePaise: 129_950,
    }).create()
    const order = await bookOrder(client, learner, item.id)
    const payment = razorpayStandIn.pay(order.id)
    const answer = { ...razorpayStandIn.checkoutAnswer(order.id, payment.id), bookId: item.id }

    const response = await client
      .post(`${API}/store/verify`)
      .json(answer)
      .loginAs(learner)
      .withCsrfToken()
    const replay = await postAs(client, learner, '/store/verify', answer)

    response.assertStatus(200)
    assert.equal(response.body().message, STORE_SUCCESS)
    assert.equal(response.body().data.bookId, item.id)
    replay.assertStatus(200)
    assert.equal(replay.body().message, STORE_SUCCESS)

    assert.equal(await purchaseCount(learner.id, item.id), 1)
    const reloaded = await StoreItem.findOrFail(item.id)
    assert.equal(reloaded.purchasesCount, 1)
    assert.equal(reloaded.revenuePaise, 129_950)
    assert.equal(await orderStatus(order.id), 'fulfilled')

    const mails = await confirmations(fake.mailer)
    assert.lengthOf(mails, 1)
    const mail = rendered(mails[0])
    assert.deepEqual(mail.to, ['ravi@example.com'])
    assert.include(mail.text, 'Purchase successful!')
    assert.include(mail.text, `Order number: ${order.receipt}`)
    assert.include(mail.text, 'Item: Economy Notes')
    assert.include(mail.text, 'Amount paid: ₹1,299.50')

    // the item is in the learner's library, with its download
    const listing = await postAs(client, learner, '/store/getAllBooks')
    const card = listing.body().data.find((book: { _id: string }) => book._id === item.id)
    assert.deepEqual(card.studentsPurchase, [{ _id: learner.id }])
  })

  test('refuses tampered signatures, other learners and other items', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const intruder = await UserFactory.create()
    const item = await StoreItemFactory.create()
    const other = await StoreItemFactory.create()
    const order = await bookOrder(client, learner, item.id)
    const payment = razorpayStandIn.pay(order.id)
    const genuine = { ...razorpayStandIn.checkoutAnswer(order.id, payment.id), bookId: item.id }

    const tampered = await postAs(client, learner, '/store/verify', {
      ...genuine,
      razorpay_order_id: order.id,
      razorpay_signature: genuine.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    })
    tampered.assertStatus(400)
    assert.equal(tampered.body().message, 'Invalid signature')

    const stolen = await postAs(client, intruder, '/store/verify', genuine)
    stolen.assertStatus(404)

    const otherItem = await postAs(client, learner, '/store/verify', {
      ...genuine,
      bookId: other.id,
    })
    otherItem.assertStatus(400)

    assert.equal(await purchaseCount(learner.id, item.id), 0)
    assert.equal(await purchaseCount(learner.id, other.id), 0)
    assert.equal(await purchaseCount(intruder.id, item.id), 0)
    assert.lengthOf(await confirmations(fake.mailer), 0)
  })
})
