import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import Order from '#payments/models/order'
import Reconciler from '#payments/services/reconciler'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { CouponFactory } from '#database/factories/coupon_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import {
  deliverWebhook,
  enrolmentCount,
  postAs,
  purchaseCount,
  razorpayStandIn,
  storedOrder,
  withFakeMail,
  withRazorpayStandIn,
} from '../payments/helpers.js'
import { ageCheckout, usesOf, expectStatus } from './helpers.js'

/** Asks for a course's checkout with a coupon. */
function buyCourse(client: any, learner: any, courseId: string, couponCode?: string) {
  return postAs(client, learner, '/payment/capturePayment', {
    courseId,
    ...(couponCode === undefined ? {} : { couponCode }),
  })
}

function assertRefused(response: any, reason: string, message: string) {
  response.assertStatus(422)
  response.assert!.deepInclude(response.body(), { success: false, reason, message })
}

test.group('Checkout with a coupon', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  withFakeMail(group)

  test('a percent coupon: the Razorpay order is for the discounted amount', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ pricePaise: 149_900 }).create()
    const coupon = await CouponFactory.merge({ code: 'TWENTY', discountValue: 20 }).create()

    const response = await buyCourse(client, learner, course.id, ' twenty ')
    response.assertStatus(200)
    // 20% of ₹1,499 is ₹299.80: the learner pays ₹1,199.20
    assert.equal(response.body().data.amount, 119_920)
    assert.equal(razorpayStandIn.orderCreations[0].body.amount, 119_920)
    const order = await storedOrder(response.body().data.id)
    assert.equal(order.amountPaise, 119_920)
    assert.equal(order.listPricePaise, 149_900)
    assert.equal(order.discountPaise, 29_980)
    assert.equal(order.couponId, coupon.id)
    assert.deepEqual(await usesOf(coupon.id), { reserved: 1, kept: 0, released: 0 })

    // the same checkout again hands out the same order and reserves nothing more
    const again = await buyCourse(client, learner, course.id, 'TWENTY')
    assert.equal(again.body().data.id, response.body().data.id)
    assert.deepEqual(await usesOf(coupon.id), { reserved: 1, kept: 0, released: 0 })

    // paying keeps the use
    const payment = razorpayStandIn.pay(order.gatewayOrderId)
    const verified = await postAs(client, learner, '/payment/verifyPayment', {
      ...razorpayStandIn.checkoutAnswer(order.gatewayOrderId, payment.id),
      courseId: course.id,
    })
    verified.assertStatus(200)
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
    assert.deepEqual(await usesOf(coupon.id), { reserved: 0, kept: 1, released: 0 })
  })

  test('a flat coupon on a store item, capped by the maximum discount', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.merge({ pricePaise: 80_000 }).create()
    await CouponFactory.merge({
      code: 'FLAT',
      discountType: 'flat',
      discountValue: 50_000,
      maxDiscountPaise: 30_000,
    }).create()
    await CouponFactory.merge({
      code: 'HALF',
      discountValue: 50,
      maxDiscountPaise: 10_000,
    }).create()

    const flat = await postAs(client, learner, '/store/capture', {
      bookId: item.id,
      couponCode: 'FLAT',
    })
    flat.assertStatus(200)
    assert.equal(flat.body().data.amount, 50_000)
    const other = await StoreItemFactory.merge({ pricePaise: 80_000 }).create()
    const half = await postAs(client, learner, '/store/capture', {
      bookId: other.id,
      couponCode: 'half',
    })
    assert.equal(half.body().data.amount, 70_000)

    const payment = razorpayStandIn.pay(flat.body().data.id)
    const delivery = razorpayStandIn.webhook('payment.captured', payment)
    const delivered = await deliverWebhook(delivery.raw, delivery)
    assert.equal(delivered.status, 200)
    assert.equal(await purchaseCount(learner.id, item.id), 1)
    // the item's revenue is what was paid
    const [row] = await db.from('purchases').where({ user_id: learner.id, store_item_id: item.id })
    assert.equal(row.amount_paise, 50_000)
  })

  test('the old client without a coupon is answered exactly as before', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ pricePaise: 99_900 }).create()
    const item = await StoreItemFactory.merge({ pricePaise: 19_900 }).create()
    await CouponFactory.merge({ code: 'IGNORED', discountValue: 50 }).create()

    const courseAnswer = await buyCourse(client, learner, course.id)
    courseAnswer.assertStatus(200)
    assert.deepEqual(Object.keys(courseAnswer.body()).sort(), ['data', 'message', 'success'])
    assert.deepEqual(Object.keys(courseAnswer.body().data).sort(), [
      'amount',
      'currency',
      'id',
      'key',
      'receipt',
    ])
    assert.equal(courseAnswer.body().data.amount, 99_900)
    const bookAnswer = await postAs(client, learner, '/store/capture', { bookId: item.id })
    assert.equal(bookAnswer.body().data.amount, 19_900)
    const order = await storedOrder(courseAnswer.body().data.id)
    assert.isNull(order.couponId)
    assert.equal(order.discountPaise, 0)
    assert.equal(order.listPricePaise, 99_900)
    // a blank coupon is none
    const blank = await buyCourse(client, learner, course.id, '  ')
    assert.equal(blank.body().data.id, courseAnswer.body().data.id)
  })

  test('an order with a coupon is not handed out to a checkout without one', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ pricePaise: 100_000 }).create()
    await CouponFactory.merge({ code: 'SOME' }).create()
    const withCoupon = await buyCourse(client, learner, course.id, 'SOME')
    const without = await buyCourse(client, learner, course.id)
    assert.notEqual(without.body().data.id, withCoupon.body().data.id)
    assert.equal(without.body().data.amount, 100_000)
  })

  test('refusals in words: unknown, paused, not yet, expired, minimum, item, free', async ({
    client,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ pricePaise: 40_000 }).create()
    const item = await StoreItemFactory.merge({ pricePaise: 40_000 }).create()
    const free = await CourseFactory.merge({ pricePaise: 0 }).create()
    await CouponFactory.merge({ code: 'PAUSED' }).apply('paused').create()
    await CouponFactory.merge({
      code: 'LATER',
      validFrom: DateTime.fromISO('2099-01-01T04:30:00Z'),
    }).create()
    await CouponFactory.merge({
      code: 'OLD',
      validFrom: DateTime.fromISO('2020-01-01T00:00:00Z'),
      validUntil: DateTime.fromISO('2020-02-01T00:00:00Z'),
    }).create()
    await CouponFactory.merge({ code: 'MIN', minOrderPaise: 50_000 }).create()
    const courses = await CouponFactory.merge({ code: 'COURSES' }).apply('forCourses').create()
    await courses.related('courses').attach([free.id])
    const items = await CouponFactory.merge({ code: 'ITEMS' }).apply('forStoreItems').create()
    await CouponFactory.merge({ code: 'ANY' }).create()

    assertRefused(
      await buyCourse(client, learner, course.id, 'NOPE'),
      'unknown',
      'There is no coupon with the code NOPE'
    )
    assertRefused(
      await buyCourse(client, learner, course.id, 'paused'),
      'paused',
      'The coupon PAUSED is paused for now'
    )
    assertRefused(
      await buyCourse(client, learner, course.id, 'LATER'),
      'not_started',
      'The coupon LATER can be used from 1 Jan 2099, 10:00 AM IST'
    )
    assertRefused(
      await buyCourse(client, learner, course.id, 'OLD'),
      'expired',
      'The coupon OLD expired on 1 Feb 2020, 5:30 AM IST'
    )
    assertRefused(
      await buyCourse(client, learner, course.id, 'MIN'),
      'min_order',
      'The coupon MIN needs an order of at least ₹500'
    )
    assertRefused(
      await buyCourse(client, learner, course.id, 'COURSES'),
      'not_for_item',
      'The coupon COURSES is not for this course'
    )
    assertRefused(
      await buyCourse(client, learner, course.id, 'ITEMS'),
      'not_for_item',
      'The coupon ITEMS is not for this course'
    )
    assertRefused(
      await postAs(client, learner, '/store/capture', { bookId: item.id, couponCode: 'COURSES' }),
      'not_for_item',
      'The coupon COURSES is not for this item'
    )
    void items
    // nothing was made for any refusal
    assertNoOrders(await Order.all())
    // a free course needs no coupon: it is enrolled as a free course, no use counted
    const enrolled = await buyCourse(client, learner, free.id, 'ANY')
    enrolled.assertStatus(200)
    enrolled.assert!.isTrue(enrolled.body().enrolled)
  })

  test('a coupon for chosen items applies to those only', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.merge({ pricePaise: 10_000 }).create()
    const coupon = await CouponFactory.merge({ code: 'BOOKS' }).apply('forStoreItems').create()
    await coupon.related('storeItems').attach([item.id])
    const response = await postAs(client, learner, '/store/capture', {
      bookId: item.id,
      couponCode: 'BOOKS',
    })
    response.assertStatus(200)
    assert.equal(response.body().data.amount, 9_000)
  })

  test('a 100% coupon grants at once without the gateway, like a free item', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ pricePaise: 250_000 }).create()
    const item = await StoreItemFactory.merge({ pricePaise: 30_000 }).create()
    const coupon = await CouponFactory.merge({ code: 'ALLFREE' }).apply('full').create()

    const response = await buyCourse(client, learner, course.id, 'ALLFREE')
    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.enrolled)
    assert.deepInclude(body.data, {
      entity: 'order',
      amount: 0,
      amount_paid: 0,
      amount_due: 0,
      currency: 'INR',
      status: 'paid',
      free: true,
      enrolled: true,
      courseId: course.id,
    })
    assert.equal(await enrolmentCount(learner.id, course.id), 1)

    const book = await postAs(client, learner, '/store/capture', {
      bookId: item.id,
      couponCode: 'ALLFREE',
    })
    book.assertStatus(200)
    assert.isTrue(book.body().owned)
    assert.equal(await purchaseCount(learner.id, item.id), 1)

    assert.lengthOf(razorpayStandIn.orderCreations, 0)
    assert.lengthOf(await Order.all(), 0)
    assert.deepEqual(await usesOf(coupon.id), { reserved: 0, kept: 2, released: 0 })
    // already enrolled: refused as before, no use counted
    await expectStatus(buyCourse(client, learner, course.id, 'ALLFREE'), 409)
    assert.deepEqual(await usesOf(coupon.id), { reserved: 0, kept: 2, released: 0 })
  })

  test('uses per learner: a second use by the same learner is refused', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const other = await UserFactory.create()
    const first = await CourseFactory.merge({ pricePaise: 10_000 }).create()
    const second = await CourseFactory.merge({ pricePaise: 10_000 }).create()
    await CouponFactory.merge({ code: 'ONCE' }).apply('oncePerLearner').create()

    await expectStatus(buyCourse(client, learner, first.id, 'ONCE'), 200)
    assertRefused(
      await buyCourse(client, learner, second.id, 'ONCE'),
      'learner_limit',
      'You have already used the coupon ONCE as many times as it allows'
    )
    await expectStatus(buyCourse(client, other, second.id, 'ONCE'), 200)
    assert.lengthOf(await Order.all(), 2)
  })

  test('total uses: the coupon is used up', async ({ client }) => {
    const [a, b] = await UserFactory.createMany(2)
    const course = await CourseFactory.merge({ pricePaise: 10_000 }).create()
    await CouponFactory.merge({ code: 'ONE' }).apply('lastUse').create()
    await expectStatus(buyCourse(client, a, course.id, 'ONE'), 200)
    assertRefused(
      await buyCourse(client, b, course.id, 'ONE'),
      'used_up',
      'The coupon ONE has been used up'
    )
  })
})

function assertNoOrders(orders: Order[]) {
  if (orders.length > 0) throw new Error(`expected no orders, found ${orders.length}`)
}

test.group('Coupon uses under concurrency', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  withFakeMail(group)

  test('eight learners race for the last use: exactly one reserves it', async ({
    client,
    assert,
  }) => {
    const learners = await UserFactory.createMany(8)
    const course = await CourseFactory.merge({ pricePaise: 50_000 }).create()
    const coupon = await CouponFactory.merge({ code: 'LAST' }).apply('lastUse').create()

    const answers = await Promise.all(
      learners.map((learner) => buyCourse(client, learner, course.id, 'LAST'))
    )
    const statuses = answers.map((answer) => answer.status()).sort()
    assert.deepEqual(statuses, [200, 422, 422, 422, 422, 422, 422, 422])
    for (const answer of answers.filter((a) => a.status() === 422)) {
      assert.equal(answer.body().reason, 'used_up')
    }
    assert.deepEqual(await usesOf(coupon.id), { reserved: 1, kept: 0, released: 0 })
    const orders = await Order.query().whereNotNull('coupon_id')
    assert.lengthOf(orders, 1)
    assert.equal(orders[0].amountPaise, 45_000)
  })

  test('eight learners race for the last use of a 100% coupon: one is enrolled', async ({
    client,
    assert,
  }) => {
    const learners = await UserFactory.createMany(8)
    const course = await CourseFactory.merge({ pricePaise: 50_000 }).create()
    const coupon = await CouponFactory.merge({ code: 'LASTFREE' })
      .apply('full')
      .apply('lastUse')
      .create()
    const answers = await Promise.all(
      learners.map((learner) => buyCourse(client, learner, course.id, 'LASTFREE'))
    )
    assert.equal(answers.filter((answer) => answer.status() === 200).length, 1)
    const [{ n }] = await db.from('enrolments').where('course_id', course.id).count('* as n')
    assert.equal(Number(n), 1)
    assert.deepEqual(await usesOf(coupon.id), { reserved: 0, kept: 1, released: 0 })
  })

  test('one learner races for several items with a once-per-learner coupon', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const courses = await CourseFactory.merge({ pricePaise: 20_000 }).createMany(3)
    const items = await StoreItemFactory.merge({ pricePaise: 20_000 }).createMany(3)
    const coupon = await CouponFactory.merge({ code: 'MINEONCE' }).apply('oncePerLearner').create()

    const answers = await Promise.all([
      ...courses.map((course) => buyCourse(client, learner, course.id, 'MINEONCE')),
      ...items.map((item) =>
        postAs(client, learner, '/store/capture', { bookId: item.id, couponCode: 'MINEONCE' })
      ),
    ])
    const ok = answers.filter((answer) => answer.status() === 200)
    const refused = answers.filter((answer) => answer.status() === 422)
    assert.lengthOf(ok, 1)
    assert.lengthOf(refused, 5)
    for (const answer of refused) assert.equal(answer.body().reason, 'learner_limit')
    assert.deepEqual(await usesOf(coupon.id), { reserved: 1, kept: 0, released: 0 })
  })
})

test.group('Coupon reservations that lapse', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  withFakeMail(group)

  async function reconcile() {
    const reconciler = await app.container.make(Reconciler)
    return reconciler.run()
  }

  test('an abandoned checkout gives its use back when the reservation expires', async ({
    client,
    assert,
  }) => {
    const [first, second] = await UserFactory.createMany(2)
    const course = await CourseFactory.merge({ pricePaise: 30_000 }).create()
    const coupon = await CouponFactory.merge({ code: 'COMEBACK' }).apply('lastUse').create()
    const abandoned = await buyCourse(client, first, course.id, 'COMEBACK')
    abandoned.assertStatus(200)
    assertRefused(
      await buyCourse(client, second, course.id, 'COMEBACK'),
      'used_up',
      'The coupon COMEBACK has been used up'
    )

    // not yet: a recent checkout keeps its reservation
    await ageCheckout(abandoned.body().data.id, 30)
    await reconcile()
    assert.deepEqual(await usesOf(coupon.id), { reserved: 1, kept: 0, released: 0 })

    await ageCheckout(abandoned.body().data.id, 61)
    await reconcile()
    assert.deepEqual(await usesOf(coupon.id), { reserved: 0, kept: 0, released: 1 })
    const now = await buyCourse(client, second, course.id, 'COMEBACK')
    now.assertStatus(200)
    assert.equal(now.body().data.amount, 27_000)
  })

  test('a failed payment releases after the reservation time too; a paid order never', async ({
    client,
    assert,
  }) => {
    const [first, second] = await UserFactory.createMany(2)
    const course = await CourseFactory.merge({ pricePaise: 30_000 }).create()
    const coupon = await CouponFactory.merge({ code: 'KEEPS' }).create()
    const failed = await buyCourse(client, first, course.id, 'KEEPS')
    const paid = await buyCourse(client, second, course.id, 'KEEPS')
    await db
      .from('orders')
      .where('gateway_order_id', failed.body().data.id)
      .update({ status: 'failed' })
    const payment = razorpayStandIn.pay(paid.body().data.id)
    const delivery = razorpayStandIn.webhook('payment.captured', payment)
    await deliverWebhook(delivery.raw, delivery)
    await ageCheckout(failed.body().data.id, 120)
    await ageCheckout(paid.body().data.id, 120)
    await reconcile()
    assert.deepEqual(await usesOf(coupon.id), { reserved: 0, kept: 1, released: 1 })
  })

  test('a payment for an order whose reservation lapsed is honoured and counted', async ({
    client,
    assert,
  }) => {
    const [late, prompt] = await UserFactory.createMany(2)
    const course = await CourseFactory.merge({ pricePaise: 30_000 }).create()
    const coupon = await CouponFactory.merge({ code: 'LATEPAY' }).apply('lastUse').create()
    const lateOrder = await buyCourse(client, late, course.id, 'LATEPAY')
    await ageCheckout(lateOrder.body().data.id, 90)
    await reconcile()
    // the use went to someone else meanwhile
    const promptOrder = await buyCourse(client, prompt, course.id, 'LATEPAY')
    promptOrder.assertStatus(200)

    // the late learner's payment still arrives (for the discounted amount)
    const payment = razorpayStandIn.pay(lateOrder.body().data.id)
    const delivery = razorpayStandIn.webhook('payment.captured', payment)
    const answer = await deliverWebhook(delivery.raw, delivery)
    assert.equal(answer.status, 200)
    const stored = await storedOrder(lateOrder.body().data.id)
    assert.equal(stored.status, 'fulfilled')
    assert.equal(await enrolmentCount(late.id, course.id), 1)
    // counted, even past the limit of one
    assert.deepEqual(await usesOf(coupon.id), { reserved: 1, kept: 1, released: 0 })
  })

  test('a gateway failure gives the reservation back at once', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ pricePaise: 30_000 }).create()
    const coupon = await CouponFactory.merge({ code: 'DOWN' }).apply('lastUse').create()
    razorpayStandIn.failWith = 500
    const response = await buyCourse(client, learner, course.id, 'DOWN')
    assert.equal(response.status(), 502)
    assert.lengthOf(await Order.all(), 0)
    assert.deepEqual(await usesOf(coupon.id), { reserved: 0, kept: 0, released: 1 })
  })
})
