import { test } from '@japa/runner'
import razorpayConfig from '#config/razorpay'
import Order from '#payments/models/order'
import Course from '#catalogue/models/course'
import Enrolment from '#catalogue/models/enrolment'
import StoreItem from '#store/models/store_item'
import Purchase from '#payments/models/purchase'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { EnrolmentFactory } from '#database/factories/enrolment_factory'
import { PurchaseFactory } from '#database/factories/purchase_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { STAND_IN_KEY_ID } from '#tests/support/razorpay_stand_in'
import { throttles } from '#core/services/throttles'
import {
  API,
  UNKNOWN_ID,
  enrolmentCount,
  postAs,
  purchaseCount,
  razorpayStandIn,
  withRazorpayStandIn,
} from './helpers.js'

test.group('POST /api/v1/payment/capturePayment', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)

  test('creates a Razorpay order for the database price and stores it', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ pricePaise: 149_900 }).create()

    const response = await client
      .post(`${API}/payment/capturePayment`)
      .json({ courseId: course.id })
      .loginAs(learner)
      .withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.equal(body.message, 'Payment order created')
    assert.match(body.data.id, /^order_/)
    assert.equal(body.data.amount, 149_900)
    assert.equal(body.data.currency, 'INR')
    assert.equal(body.data.key, STAND_IN_KEY_ID)
    assert.match(body.data.receipt, /^PS-\d{6}-[A-Z2-9]{8}$/)

    // the gateway got the database price, with the key pair
    const [created] = razorpayStandIn.orderCreations
    assert.isTrue(created.authorized)
    assert.deepInclude(created.body, {
      amount: 149_900,
      currency: 'INR',
      receipt: body.data.receipt,
    })
    assert.deepInclude(created.body.notes, {
      kind: 'course',
      itemId: course.id,
      userId: learner.id,
    })

    const order = await Order.findByOrFail('gateway_order_id', body.data.id)
    assert.equal(order.userId, learner.id)
    assert.equal(order.itemKind, 'course')
    assert.equal(order.courseId, course.id)
    assert.isNull(order.storeItemId)
    assert.equal(order.amountPaise, 149_900)
    assert.equal(order.status, 'created')
    assert.equal(order.receipt, body.data.receipt)
    assert.equal(await enrolmentCount(learner.id, course.id), 0)
  })

  test('ignores an amount, price, currency or user in the body', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const other = await UserFactory.create()
    const course = await CourseFactory.merge({ pricePaise: 250_000 }).create()

    const response = await postAs(client, learner, '/payment/capturePayment', {
      courseId: course.id,
      amount: 100,
      price: 1,
      currency: 'USD',
      userId: other.id,
      user: { id: other.id },
    })

    response.assertStatus(200)
    assert.equal(response.body().data.amount, 250_000)
    assert.equal(response.body().data.currency, 'INR')
    assert.equal(razorpayStandIn.orderCreations[0].body.amount, 250_000)
    const order = await Order.findByOrFail('gateway_order_id', response.body().data.id)
    assert.equal(order.userId, learner.id)
    assert.equal(order.amountPaise, 250_000)
  })

  test('hands out the open order again instead of making a second one', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()

    const first = await postAs(client, learner, '/payment/capturePayment', { courseId: course.id })
    const second = await postAs(client, learner, '/payment/capturePayment', { courseId: course.id })

    assert.equal(second.body().data.id, first.body().data.id)
    assert.lengthOf(razorpayStandIn.orderCreations, 1)
    assert.lengthOf(await Order.all(), 1)

    // a new price makes a new order
    await Course.query()
      .where('id', course.id)
      .update({ price_paise: course.pricePaise + 100 })
    const third = await postAs(client, learner, '/payment/capturePayment', { courseId: course.id })
    assert.notEqual(third.body().data.id, first.body().data.id)
    assert.equal(third.body().data.amount, course.pricePaise + 100)
  })

  test('enrols in a free course at once, without the gateway', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.apply('free').create()

    const response = await postAs(client, learner, '/payment/capturePayment', {
      courseId: course.id,
    })

    response.assertStatus(200)
    const enrolment = await Enrolment.query()
      .where('user_id', learner.id)
      .where('course_id', course.id)
      .firstOrFail()
    // a settled order, as a free store item answers: the old client reads data.amount
    assert.deepEqual(response.body(), {
      success: true,
      message: 'You are now enrolled in the course',
      data: {
        id: enrolment.id,
        entity: 'order',
        amount: 0,
        amount_paid: 0,
        amount_due: 0,
        currency: 'INR',
        status: 'paid',
        free: true,
        enrolled: true,
        courseId: course.id,
      },
      enrolled: true,
    })
    assert.lengthOf(razorpayStandIn.requests, 0)
    assert.lengthOf(await Order.all(), 0)
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
    const reloaded = await Course.findOrFail(course.id)
    assert.equal(reloaded.enrollmentsCount, 1)
  })

  test('answers 409 to a learner already enrolled', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    await EnrolmentFactory.merge({ userId: learner.id, courseId: course.id }).create()

    const response = await postAs(client, learner, '/payment/capturePayment', {
      courseId: course.id,
    })

    response.assertStatus(409)
    assert.deepEqual(response.body(), {
      success: false,
      message: 'You are already enrolled in this course',
    })
    assert.lengthOf(razorpayStandIn.requests, 0)
  })

  test('answers 404 for an unknown or unpublished course', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const draft = await CourseFactory.apply('draft').create()

    for (const courseId of [UNKNOWN_ID, draft.id]) {
      const response = await postAs(client, learner, '/payment/capturePayment', { courseId })
      response.assertStatus(404)
      assert.deepEqual(response.body(), { success: false, message: 'Course not found' })
    }
    assert.lengthOf(razorpayStandIn.requests, 0)
  })

  test('refuses a missing or malformed course id with 422', async ({ client }) => {
    const learner = await UserFactory.create()

    const missing = await postAs(client, learner, '/payment/capturePayment', {})
    assertFieldError(missing, 'courseId', 'courseId is required')
    const malformed = await postAs(client, learner, '/payment/capturePayment', {
      courseId: 'abc',
    })
    assertFieldError(malformed, 'courseId', 'courseId must be a valid course id')
  })

  test('is for signed-in callers only; admins may buy too', async ({ client, assert }) => {
    const course = await CourseFactory.create()

    const visitor = await client
      .post(`${API}/payment/capturePayment`)
      .json({ courseId: course.id })
      .withCsrfToken()
    visitor.assertStatus(401)
    assert.isFalse(visitor.body().success)

    const admin = await UserFactory.apply('admin').create()
    const response = await postAs(client, admin, '/payment/capturePayment', {
      courseId: course.id,
    })
    response.assertStatus(200)
    assert.match(response.body().data.id, /^order_/)
  })

  test('needs the CSRF token with a session cookie', async ({ client }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()

    const response = await client
      .post(`${API}/payment/capturePayment`)
      .json({ courseId: course.id })
      .loginAs(learner)

    response.assertStatus(403)
  })

  test('a gateway failure is a clear 502, never the SDK text', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()

    razorpayStandIn.failWith = 500
    const refused = await postAs(client, learner, '/payment/capturePayment', {
      courseId: course.id,
    })
    refused.assertStatus(502)
    assert.deepEqual(refused.body(), { success: false, message: 'Failed to create payment order' })

    razorpayStandIn.failWith = null
    razorpayStandIn.dropConnections = true
    const dropped = await postAs(client, learner, '/payment/capturePayment', {
      courseId: course.id,
    })
    dropped.assertStatus(502)
    assert.equal(dropped.body().message, 'Failed to create payment order')
    assert.lengthOf(await Order.all(), 0)
  })

  test('answers 503 when paying is switched off; free courses still enrol', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const paid = await CourseFactory.create()
    const free = await CourseFactory.apply('free').create()
    const mode = razorpayConfig.mode
    razorpayConfig.mode = 'disabled'
    try {
      const refused = await postAs(client, learner, '/payment/capturePayment', {
        courseId: paid.id,
      })
      refused.assertStatus(503)
      assert.deepEqual(refused.body(), {
        success: false,
        message: 'Payments are not available right now',
      })

      const granted = await postAs(client, learner, '/payment/capturePayment', {
        courseId: free.id,
      })
      granted.assertStatus(200)
      assert.isTrue(granted.body().enrolled)
    } finally {
      razorpayConfig.mode = mode
    }
    assert.lengthOf(razorpayStandIn.requests, 0)
  })

  test('limits how many orders one learner creates', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const limit = throttles.paymentOrdersPerUser()
    await limit.set(learner.id, limit.requests, '10 mins')

    const response = await postAs(client, learner, '/payment/capturePayment', {
      courseId: course.id,
    })

    response.assertStatus(429)
    assert.equal(
      response.body().message,
      'Too many payment attempts. Please try again in a few minutes.'
    )
    assert.isString(response.header('retry-after'))
    assert.lengthOf(razorpayStandIn.requests, 0)
  })
})

test.group('POST /api/v1/store/capture', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)

  test('creates a Razorpay order for the item price and stores it', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.merge({ pricePaise: 49_950 }).create()

    const response = await client
      .post(`${API}/store/capture`)
      .json({ bookId: item.id, amount: 1, price: 1 })
      .loginAs(learner)
      .withCsrfToken()

    response.assertStatus(200)
    const { data } = response.body()
    assert.equal(data.amount, 49_950)
    assert.equal(data.currency, 'INR')
    assert.equal(razorpayStandIn.orderCreations[0].body.amount, 49_950)
    const order = await Order.findByOrFail('gateway_order_id', data.id)
    assert.equal(order.itemKind, 'store_item')
    assert.equal(order.storeItemId, item.id)
    assert.isNull(order.courseId)
    assert.equal(order.amountPaise, 49_950)
  })

  test('adds a free item to the library at once, without the gateway', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.apply('free').create()

    const response = await postAs(client, learner, '/store/capture', { bookId: item.id })

    response.assertStatus(200)
    const purchase = await Purchase.query()
      .where('user_id', learner.id)
      .where('store_item_id', item.id)
      .firstOrFail()
    assert.deepEqual(response.body(), {
      success: true,
      message: 'Added to your library',
      data: {
        id: purchase.id,
        entity: 'order',
        amount: 0,
        amount_paid: 0,
        amount_due: 0,
        currency: 'INR',
        status: 'paid',
        free: true,
        owned: true,
        bookId: item.id,
      },
      owned: true,
    })
    assert.lengthOf(razorpayStandIn.requests, 0)
    assert.equal(await purchaseCount(learner.id, item.id), 1)
    const reloaded = await StoreItem.findOrFail(item.id)
    assert.equal(reloaded.purchasesCount, 1)
    assert.equal(reloaded.revenuePaise, 0)
  })

  test('answers 409 to an owner', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.create()
    await PurchaseFactory.merge({ userId: learner.id, storeItemId: item.id }).create()

    const response = await postAs(client, learner, '/store/capture', { bookId: item.id })

    response.assertStatus(409)
    assert.deepEqual(response.body(), { success: false, message: 'You already own this item' })
  })

  test('answers 404 for an unknown, unpublished or deleted item', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const draft = await StoreItemFactory.apply('draft').create()
    const archived = await StoreItemFactory.apply('archived').create()
    const deleted = await StoreItemFactory.apply('deleted').create()

    for (const bookId of [UNKNOWN_ID, draft.id, archived.id, deleted.id]) {
      const response = await postAs(client, learner, '/store/capture', { bookId })
      response.assertStatus(404)
      assert.deepEqual(response.body(), { success: false, message: 'Book not found' })
    }
    assert.lengthOf(razorpayStandIn.requests, 0)
  })

  test('refuses a missing book id with 422 and a visitor with 401', async ({ client }) => {
    const learner = await UserFactory.create()
    const missing = await postAs(client, learner, '/store/capture', {})
    assertFieldError(missing, 'bookId', 'bookId is required')

    const item = await StoreItemFactory.create()
    const visitor = await client
      .post(`${API}/store/capture`)
      .json({ bookId: item.id })
      .withCsrfToken()
    visitor.assertStatus(401)
  })
})
