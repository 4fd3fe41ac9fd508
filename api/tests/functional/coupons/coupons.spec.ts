import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type Coupon from '#coupons/models/coupon'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { CouponFactory } from '#database/factories/coupon_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { UNKNOWN_ID, razorpayStandIn, withRazorpayStandIn } from '../payments/helpers.js'
import { API, callAs, expectStatus } from './helpers.js'

const admin = () => UserFactory.apply('admin').create()

test.group('POST /api/v1/coupons', (group) => {
  withCleanDatabase(group)

  test('creates a percent coupon for chosen courses (201)', async ({ client, assert }) => {
    const boss = await admin()
    const course = await CourseFactory.merge({ courseName: 'Polity' }).create()
    const response = await callAs(client, boss, 'post', '/coupons', {
      code: 'Diwali20',
      discountType: 'percent',
      discountValue: 20,
      minOrderPaise: 50_000,
      maxDiscountPaise: 100_000,
      validFrom: '2026-01-01T00:00:00Z',
      validUntil: '2099-01-01T00:00:00Z',
      totalUses: 100,
      usesPerLearner: 1,
      appliesTo: 'courses',
      courseIds: [course.id],
    })
    response.assertStatus(201)
    const data = response.body().data
    assert.equal(data.code, 'Diwali20')
    assert.equal(data.discountType, 'percent')
    assert.equal(data.discountValue, 20)
    assert.equal(data.minOrderPaise, 50_000)
    assert.equal(data.maxDiscountPaise, 100_000)
    assert.equal(data.validFrom, '2026-01-01T00:00:00.000Z')
    assert.equal(data.validUntil, '2099-01-01T00:00:00.000Z')
    assert.equal(data.totalUses, 100)
    assert.equal(data.usesPerLearner, 1)
    assert.equal(data.appliesTo, 'courses')
    assert.deepEqual(data.courses, [{ _id: course.id, courseName: 'Polity' }])
    assert.deepEqual(data.storeItems, [])
    assert.isFalse(data.paused)
    assert.equal(data.state, 'active')
    assert.equal(data.usesCount, 0)
    assert.equal(data.discountGivenPaise, 0)
  })

  test('codes are unique without regard to case', async ({ client }) => {
    const boss = await admin()
    await CouponFactory.merge({ code: 'WELCOME' }).create()
    const response = await callAs(client, boss, 'post', '/coupons', {
      code: 'welcome',
      discountType: 'flat',
      discountValue: 5000,
    })
    assertFieldError(response, 'code', 'A coupon with the code WELCOME already exists')
  })

  test('refuses bad fields with messages at the fields', async ({ client }) => {
    const boss = await admin()
    assertFieldError(
      await callAs(client, boss, 'post', '/coupons', {
        code: 'BIG',
        discountType: 'percent',
        discountValue: 120,
      }),
      'discountValue',
      'A percent discount is at most 100'
    )
    assertFieldError(
      await callAs(client, boss, 'post', '/coupons', {
        code: 'has space',
        discountType: 'flat',
        discountValue: 100,
      }),
      'code',
      'A code has only letters, digits, - and _'
    )
    assertFieldError(
      await callAs(client, boss, 'post', '/coupons', {
        code: 'DATES',
        discountType: 'flat',
        discountValue: 100,
        validFrom: '2026-05-01T00:00:00Z',
        validUntil: '2026-04-01T00:00:00Z',
      }),
      'validUntil',
      'Valid until must be after valid from'
    )
    assertFieldError(
      await callAs(client, boss, 'post', '/coupons', {
        code: 'NOCOURSE',
        discountType: 'flat',
        discountValue: 100,
        appliesTo: 'courses',
      }),
      'courseIds',
      'Choose at least one course'
    )
    assertFieldError(
      await callAs(client, boss, 'post', '/coupons', {
        code: 'GHOST',
        discountType: 'flat',
        discountValue: 100,
        appliesTo: 'store_items',
        storeItemIds: [UNKNOWN_ID],
      }),
      'storeItemIds',
      'A chosen store item does not exist'
    )
    assertFieldError(
      await callAs(client, boss, 'post', '/coupons', {
        code: 'LIMITS',
        discountType: 'flat',
        discountValue: 100,
        totalUses: 2,
        usesPerLearner: 3,
      }),
      'usesPerLearner',
      'Uses per learner cannot be more than the total uses'
    )
  })

  test('admins only', async ({ client }) => {
    const learner = await UserFactory.create()
    const body = { code: 'NOPE', discountType: 'flat', discountValue: 100 }
    await expectStatus(callAs(client, learner, 'post', '/coupons', body), 403)
    await expectStatus(client.get(`${API}/coupons`), 401)
  })
})

test.group('GET /api/v1/coupons', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)

  test('pages newest first with uses so far and the discount given', async ({ client, assert }) => {
    const boss = await admin()
    const older = await CouponFactory.merge({
      code: 'OLDER',
      createdAt: DateTime.utc().minus({ days: 2 }),
    }).create()
    const newer = await CouponFactory.merge({ code: 'NEWER' }).apply('flat').create()
    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ pricePaise: 100_000 }).create()
    const other = await CourseFactory.merge({ pricePaise: 100_000 }).create()
    // one paid use (₹100 off) and one checkout in progress
    const paid = await callAs(client, learner, 'post', '/payment/capturePayment', {
      courseId: course.id,
      couponCode: 'newer',
    })
    const payment = razorpayStandIn.pay(paid.body().data.id)
    await expectStatus(
      callAs(client, learner, 'post', '/payment/verifyPayment', {
        ...razorpayStandIn.checkoutAnswer(paid.body().data.id, payment.id),
        courseId: course.id,
      }),
      200
    )
    await expectStatus(
      callAs(client, learner, 'post', '/payment/capturePayment', {
        courseId: other.id,
        couponCode: 'NEWER',
      }),
      200
    )

    const response = await callAs(client, boss, 'get', '/coupons?limit=1')
    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(body.meta, {
      totalItems: 2,
      currentPage: 1,
      totalPages: 2,
      hasNextPage: true,
      hasPrevPage: false,
      limit: 1,
    })
    assert.equal(body.data[0]._id, newer.id)
    assert.equal(body.data[0].usesCount, 2)
    assert.equal(body.data[0].paidUses, 1)
    assert.equal(body.data[0].discountGivenPaise, 10_000)

    const second = await callAs(client, boss, 'get', '/coupons?page=2&limit=1')
    assert.equal(second.body().data[0]._id, older.id)
    assert.equal(second.body().data[0].usesCount, 0)
  })

  test('finds by part of the code, by the exact code, and by state', async ({ client, assert }) => {
    const boss = await admin()
    await CouponFactory.merge({ code: 'SUMMER10' }).create()
    await CouponFactory.merge({ code: 'SUMMER20' }).apply('paused').create()
    await CouponFactory.merge({ code: 'WINTER' }).apply('expired').create()
    await CouponFactory.merge({ code: 'SPRING' }).apply('scheduled').create()
    const codes = async (query: string) => {
      const response = await callAs(client, boss, 'get', `/coupons?${query}`)
      return response
        .body()
        .data.map((coupon: Coupon) => coupon.code)
        .sort()
    }
    assert.deepEqual(await codes('search=summer'), ['SUMMER10', 'SUMMER20'])
    assert.deepEqual(await codes('code=summer10'), ['SUMMER10'])
    assert.deepEqual(await codes('status=active'), ['SUMMER10'])
    assert.deepEqual(await codes('status=paused'), ['SUMMER20'])
    assert.deepEqual(await codes('status=expired'), ['WINTER'])
    assert.deepEqual(await codes('status=scheduled'), ['SPRING'])
    assertFieldError(
      await callAs(client, boss, 'get', '/coupons?limit=500'),
      'limit',
      'limit must be a whole number from 1 to 100'
    )
  })
})

test.group('GET|PATCH|DELETE /api/v1/coupons/:id', (group) => {
  withCleanDatabase(group)

  test('shows one coupon; 404 for an unknown or deleted one', async ({ client, assert }) => {
    const boss = await admin()
    const coupon = await CouponFactory.merge({ code: 'SHOWME' }).create()
    const response = await callAs(client, boss, 'get', `/coupons/${coupon.id}`)
    response.assertStatus(200)
    assert.equal(response.body().data.code, 'SHOWME')
    await expectStatus(callAs(client, boss, 'get', `/coupons/${UNKNOWN_ID}`), 404)
    await expectStatus(callAs(client, boss, 'get', '/coupons/not-an-id'), 404)
  })

  test('edits fields, pauses and resumes', async ({ client, assert }) => {
    const boss = await admin()
    const item = await StoreItemFactory.merge({ title: 'Notes' }).create()
    const coupon = await CouponFactory.merge({ code: 'EDITME' }).create()

    const edited = await callAs(client, boss, 'patch', `/coupons/${coupon.id}`, {
      code: 'EDITED',
      discountType: 'flat',
      discountValue: 25_000,
      appliesTo: 'store_items',
      storeItemIds: [item.id],
      totalUses: 5,
    })
    edited.assertStatus(200)
    assert.equal(edited.body().data.code, 'EDITED')
    assert.equal(edited.body().data.discountType, 'flat')
    assert.equal(edited.body().data.discountValue, 25_000)
    assert.deepEqual(edited.body().data.storeItems, [{ _id: item.id, title: 'Notes' }])
    assert.equal(edited.body().data.totalUses, 5)

    const paused = await callAs(client, boss, 'patch', `/coupons/${coupon.id}`, { paused: true })
    assert.isTrue(paused.body().data.paused)
    assert.equal(paused.body().data.state, 'paused')
    const resumed = await callAs(client, boss, 'patch', `/coupons/${coupon.id}`, { paused: false })
    assert.equal(resumed.body().data.state, 'active')

    // a percent above 100 is refused against the stored type too
    await callAs(client, boss, 'patch', `/coupons/${coupon.id}`, {
      discountType: 'percent',
      discountValue: 50,
    })
    assertFieldError(
      await callAs(client, boss, 'patch', `/coupons/${coupon.id}`, { discountValue: 150 }),
      'discountValue',
      'A percent discount is at most 100'
    )
  })

  test('an edit cannot take another coupon’s code', async ({ client }) => {
    const boss = await admin()
    await CouponFactory.merge({ code: 'TAKEN' }).create()
    const coupon = await CouponFactory.merge({ code: 'MINE' }).create()
    assertFieldError(
      await callAs(client, boss, 'patch', `/coupons/${coupon.id}`, { code: 'taken' }),
      'code',
      'A coupon with the code TAKEN already exists'
    )
  })

  test('deleting hides the coupon and frees its code', async ({ client, assert }) => {
    const boss = await admin()
    const coupon = await CouponFactory.merge({ code: 'GONE' }).create()
    const response = await callAs(client, boss, 'delete', `/coupons/${coupon.id}`)
    response.assertStatus(200)
    assert.equal(response.body().message, 'Coupon deleted')
    await expectStatus(callAs(client, boss, 'get', `/coupons/${coupon.id}`), 404)
    await expectStatus(callAs(client, boss, 'delete', `/coupons/${coupon.id}`), 404)
    const again = await callAs(client, boss, 'post', '/coupons', {
      code: 'gone',
      discountType: 'flat',
      discountValue: 100,
    })
    again.assertStatus(201)
    await coupon.refresh()
    assert.isNotNull(coupon.deletedAt)
  })
})

test.group('GET /api/v1/coupons/:id/orders', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)

  test("pages a coupon's uses with their orders", async ({ client, assert }) => {
    const boss = await admin()
    const coupon = await CouponFactory.merge({ code: 'ORDERS' }).create()
    const learner = await UserFactory.merge({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
    }).create()
    const course = await CourseFactory.merge({ courseName: 'Maths', pricePaise: 200_000 }).create()
    const item = await StoreItemFactory.merge({ title: 'Notes', pricePaise: 50_000 }).create()
    const first = await callAs(client, learner, 'post', '/payment/capturePayment', {
      courseId: course.id,
      couponCode: 'ORDERS',
    })
    await callAs(client, learner, 'post', '/store/capture', {
      bookId: item.id,
      couponCode: 'orders',
    })

    const response = await callAs(
      client,
      boss,
      'get',
      `/coupons/${coupon.id}/orders?limit=1&page=2`
    )
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.meta.totalItems, 2)
    assert.lengthOf(body.data, 1)
    const row = body.data[0]
    assert.equal(row.status, 'reserved')
    assert.deepEqual(row.learner, {
      _id: learner.id,
      name: 'Asha Verma',
      email: 'asha@example.com',
    })
    assert.deepEqual(row.item, { kind: 'course', _id: course.id, title: 'Maths' })
    assert.equal(row.listPricePaise, 200_000)
    assert.equal(row.discountPaise, 20_000)
    assert.equal(row.pricePaise, 180_000)
    assert.equal(row.order.gatewayOrderId, first.body().data.id)
    assert.equal(row.order.amountPaise, 180_000)
    assert.equal(row.order.status, 'created')
    await expectStatus(callAs(client, boss, 'get', `/coupons/${UNKNOWN_ID}/orders`), 404)
  })
})
