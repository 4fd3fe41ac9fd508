import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { CouponFactory } from '#database/factories/coupon_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { UNKNOWN_ID, postAs, razorpayStandIn, withRazorpayStandIn } from '../payments/helpers.js'
import { API, expectStatus } from './helpers.js'

function quote(client: any, body: object) {
  return client.post(`${API}/coupon-quotes`).json(body).withCsrfToken()
}

test.group('POST /api/v1/coupon-quotes', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)

  test('the discounted price of a course, computed by the server', async ({ client, assert }) => {
    const course = await CourseFactory.merge({ pricePaise: 150_000 }).create()
    await CouponFactory.merge({ code: 'Save15', discountValue: 15 }).create()
    const response = await quote(client, { code: 'SAVE15', courseId: course.id, price: 1 })
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      success: true,
      message: 'Coupon applied: 15% off',
      data: {
        code: 'Save15',
        itemKind: 'course',
        itemId: course.id,
        listPricePaise: 150_000,
        discountPaise: 22_500,
        pricePaise: 127_500,
        payablePaise: 127_500,
        description: '15% off',
      },
    })
  })

  test('a store item with a flat coupon and a percent one with a maximum', async ({
    client,
    assert,
  }) => {
    const item = await StoreItemFactory.merge({ pricePaise: 30_000 }).create()
    await CouponFactory.merge({ code: 'HUNDRED' }).apply('flat').create()
    await CouponFactory.merge({
      code: 'CAPPED',
      discountValue: 50,
      maxDiscountPaise: 5_000,
    }).create()
    await CouponFactory.merge({
      code: 'HUGE',
      discountType: 'flat',
      discountValue: 90_000,
    }).create()
    const flat = await quote(client, { code: 'hundred', storeItemId: item.id })
    assert.equal(flat.body().data.pricePaise, 20_000)
    assert.equal(flat.body().data.description, '₹100 off')
    const capped = await quote(client, { code: 'capped', storeItemId: item.id })
    assert.equal(capped.body().data.discountPaise, 5_000)
    assert.equal(capped.body().data.description, '50% off (up to ₹50)')
    // a flat discount above the price takes it to 0, never below
    const huge = await quote(client, { code: 'huge', storeItemId: item.id })
    assert.equal(huge.body().data.pricePaise, 0)
  })

  test('refusals in words (422 E_COUPON_REFUSED with a reason)', async ({ client, assert }) => {
    const course = await CourseFactory.merge({ pricePaise: 40_000 }).create()
    const free = await CourseFactory.merge({ pricePaise: 0 }).create()
    await CouponFactory.merge({ code: 'STOPPED' }).apply('paused').create()
    await CouponFactory.merge({
      code: 'GONE',
      validUntil: DateTime.fromISO('2021-03-01T00:00:00Z'),
    }).create()
    await CouponFactory.merge({ code: 'BIGORDER', minOrderPaise: 100_000 }).create()
    await CouponFactory.merge({ code: 'ANY' }).create()
    const cases: [string, string, string, string][] = [
      ['nothing', course.id, 'unknown', 'There is no coupon with the code NOTHING'],
      ['stopped', course.id, 'paused', 'The coupon STOPPED is paused for now'],
      ['gone', course.id, 'expired', 'The coupon GONE expired on 1 Mar 2021, 5:30 AM IST'],
      ['bigorder', course.id, 'min_order', 'The coupon BIGORDER needs an order of at least ₹1,000'],
      ['any', free.id, 'free_item', 'This course is free: no coupon is needed'],
    ]
    for (const [code, courseId, reason, message] of cases) {
      const response = await quote(client, { code, courseId })
      response.assertStatus(422)
      assert.deepEqual(response.body(), { success: false, message, reason })
    }
  })

  test('used up, and the learner’s own limit when signed in', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ pricePaise: 40_000 }).create()
    const other = await CourseFactory.merge({ pricePaise: 40_000 }).create()
    await CouponFactory.merge({ code: 'MINE', usesPerLearner: 1, totalUses: 2 }).create()
    await expectStatus(
      postAs(client, learner, '/payment/capturePayment', {
        courseId: course.id,
        couponCode: 'MINE',
      }),
      200
    )

    const signedIn = await postAs(client, learner, '/coupon-quotes', {
      code: 'MINE',
      courseId: other.id,
    })
    signedIn.assertStatus(422)
    assert.equal(signedIn.body().reason, 'learner_limit')
    // a visitor is not known: quoted (the checkout checks it)
    await expectStatus(quote(client, { code: 'MINE', courseId: other.id }), 200)

    const second = await UserFactory.create()
    await expectStatus(
      postAs(client, second, '/payment/capturePayment', {
        courseId: course.id,
        couponCode: 'MINE',
      }),
      200
    )
    const usedUp = await quote(client, { code: 'MINE', courseId: other.id })
    usedUp.assertStatus(422)
    assert.equal(usedUp.body().message, 'The coupon MINE has been used up')
    void razorpayStandIn
  })

  test('bad input: no item, both items, unknown item, no code', async ({ client }) => {
    const course = await CourseFactory.create()
    await CouponFactory.merge({ code: 'ANY' }).create()
    const none = await quote(client, { code: 'ANY' })
    none.assertStatus(422)
    none.assertBodyContains({
      message: 'Name the course (courseId) or the store item (storeItemId)',
    })
    const both = await quote(client, { code: 'ANY', courseId: course.id, storeItemId: UNKNOWN_ID })
    both.assertStatus(422)
    await expectStatus(quote(client, { code: 'ANY', courseId: UNKNOWN_ID }), 404)
    await expectStatus(quote(client, { code: 'ANY', storeItemId: UNKNOWN_ID }), 404)
    assertFieldError(await quote(client, { courseId: course.id }), 'code', 'Enter a coupon code')
  })

  test('a caller trying code after code is held back after 30 in 10 minutes (429)', async ({
    client,
    assert,
  }) => {
    const course = await CourseFactory.create()
    const tries = Array.from({ length: 30 }, (_, index) => `GUESS${index}`)
    for (const code of tries) {
      await expectStatus(quote(client, { code, courseId: course.id }), 422)
    }
    const held = await quote(client, { code: 'GUESS30', courseId: course.id })
    held.assertStatus(429)
    held.assertBody({
      success: false,
      message: 'Too many coupon tries. Please wait a few minutes and try again.',
    })
    assert.isAbove(Number(held.header('retry-after')), 0)

    // a signed-in learner has an allowance of their own
    const learner = await UserFactory.create()
    const own = await client
      .post(`${API}/coupon-quotes`)
      .json({ code: 'GUESS31', courseId: course.id })
      .loginAs(learner)
      .withCsrfToken()
    own.assertStatus(422)
  })
})
