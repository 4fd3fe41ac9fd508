import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { countQueries } from '#tests/helpers/queries'
import { assertFieldError } from '#tests/support/assertions'
import type User from '#accounts/models/user'
import { settlePaymentMails } from '#payments/services/fulfilment_service'
import {
  API,
  bookOrder,
  courseOrder,
  deliverWebhook,
  postAs,
  razorpayStandIn,
  withFakeMail,
  withRazorpayStandIn,
} from './helpers.js'

const PATH = '/payment/transactions'

async function setCreatedAt(gatewayOrderId: string, iso: string) {
  await db.from('orders').where('gateway_order_id', gatewayOrderId).update({ created_at: iso })
}

/** A paid course order (fulfilled by webhook) and an open store order, per learner. */
async function shop(client: any, learner: User) {
  const course = await CourseFactory.merge({
    courseName: `Course of ${learner.firstName}`,
  }).create()
  const item = await StoreItemFactory.merge({ title: `Notes of ${learner.firstName}` }).create()
  const courseData = await courseOrder(client, learner, course.id)
  const payment = razorpayStandIn.pay(courseData.id)
  const delivery = razorpayStandIn.webhook('payment.captured', payment)
  await deliverWebhook(delivery.raw, delivery)
  // its invoice and confirmation mail ('order:paid') are done too, so they run in no later count
  await settlePaymentMails()
  const itemData = await bookOrder(client, learner, item.id)
  return { course, item, courseData, itemData, payment }
}

test.group('GET|POST /api/v1/payment/transactions', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  withFakeMail(group)

  test('lists orders newest first with learner, item, amount, status and times', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.merge({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
    }).create()
    const { course, item, courseData, itemData, payment } = await shop(client, learner)
    await setCreatedAt(courseData.id, '2026-11-01T10:00:00Z')
    await setCreatedAt(itemData.id, '2026-11-02T10:00:00Z')

    const response = await client.post(`${API}${PATH}`).json({}).loginAs(admin).withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.deepEqual(body.meta, {
      totalItems: 2,
      currentPage: 1,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 20,
    })
    const [newest, older] = body.data
    assert.equal(newest.gatewayOrderId, itemData.id)
    assert.deepEqual(newest.item, {
      _id: item.id,
      kind: 'store_item',
      title: item.title,
      type: 'Notes',
    })
    assert.equal(newest.status, 'created')
    assert.isNull(newest.paidAt)
    assert.isNull(newest.gatewayPaymentId)

    assert.isString(older._id)
    assert.equal(older.gatewayOrderId, courseData.id)
    assert.equal(older.gatewayPaymentId, payment.id)
    assert.equal(older.receipt, courseData.receipt)
    assert.deepEqual(older.learner, {
      _id: learner.id,
      name: 'Asha Verma',
      email: 'asha@example.com',
    })
    assert.deepEqual(older.item, {
      _id: course.id,
      kind: 'course',
      title: course.courseName,
      type: null,
    })
    assert.equal(older.amountPaise, course.pricePaise)
    assert.equal(older.amount, course.pricePaise / 100)
    assert.equal(older.currency, 'INR')
    assert.equal(older.status, 'fulfilled')
    assert.equal(older.createdAt, '2026-11-01T10:00:00.000Z')
    assert.isString(older.paidAt)
    assert.isString(older.fulfilledAt)
  })

  test('filters by status, kind, learner and dates; pages', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const asha = await UserFactory.merge({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
    }).create()
    const ravi = await UserFactory.merge({
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.com',
    }).create()
    const mine = await shop(client, asha)
    const his = await shop(client, ravi)
    await setCreatedAt(mine.courseData.id, '2026-10-01T10:00:00Z')
    await setCreatedAt(mine.itemData.id, '2026-10-15T10:00:00Z')
    await setCreatedAt(his.courseData.id, '2026-11-01T10:00:00Z')
    await setCreatedAt(his.itemData.id, '2026-11-20T23:30:00Z')

    const ids = async (filters: Record<string, unknown>) => {
      const response = await postAs(client, admin, PATH, filters)
      response.assertStatus(200)
      return response.body().data.map((row: { gatewayOrderId: string }) => row.gatewayOrderId)
    }

    assert.deepEqual(await ids({ status: 'fulfilled' }), [his.courseData.id, mine.courseData.id])
    assert.deepEqual(await ids({ status: 'created', kind: 'store_item' }), [
      his.itemData.id,
      mine.itemData.id,
    ])
    assert.deepEqual(await ids({ kind: 'book' }), [his.itemData.id, mine.itemData.id])
    assert.deepEqual(await ids({ kind: 'course', search: 'ASHA@' }), [mine.courseData.id])
    assert.deepEqual(await ids({ search: 'ravi' }), [his.itemData.id, his.courseData.id])
    assert.deepEqual(await ids({ search: mine.itemData.receipt }), [mine.itemData.id])
    assert.deepEqual(await ids({ search: his.payment.id }), [his.courseData.id])
    assert.deepEqual(await ids({ search: '%' }), [])
    // a date-only `to` takes the whole day
    assert.deepEqual(await ids({ from: '2026-10-15', to: '2026-11-20' }), [
      his.itemData.id,
      his.courseData.id,
      mine.itemData.id,
    ])
    assert.deepEqual(await ids({ from: '2026-11-01T10:00:01Z' }), [his.itemData.id])

    const page = await postAs(client, admin, PATH, { page: 2, limit: 3 })
    assert.lengthOf(page.body().data, 1)
    assert.deepEqual(page.body().meta, {
      totalItems: 4,
      currentPage: 2,
      totalPages: 2,
      hasNextPage: false,
      hasPrevPage: true,
      limit: 3,
    })

    // the query string works too (GET)
    const viaGet = await client
      .get(`${API}${PATH}?status=failed&limit=5`)
      .withGuard('api')
      .loginAs(admin)
    viaGet.assertStatus(200)
    assert.deepEqual(viaGet.body().data, [])
    assert.equal(viaGet.body().meta.limit, 5)
  })

  test('costs the same number of queries for 2 or 12 orders', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const first = await UserFactory.create()
    await shop(client, first)
    const list = () => postAs(client, admin, PATH, { limit: 100 })
    await list()
    const few = await countQueries(list)
    for (let i = 0; i < 5; i++) await shop(client, await UserFactory.create())
    const many = await countQueries(list)
    assert.equal(many, few)
  })

  test('refuses visitors (401), learners (403) and bad filters (422)', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const admin = await UserFactory.apply('admin').create()

    const visitor = await client.post(`${API}${PATH}`).json({}).withCsrfToken()
    visitor.assertStatus(401)
    const student = await postAs(client, learner, PATH)
    student.assertStatus(403)
    assert.deepEqual(student.body(), { success: false, message: 'This action is for admins only' })

    assertFieldError(
      await postAs(client, admin, PATH, { limit: 101 }),
      'limit',
      'limit must be a whole number from 1 to 100'
    )
    assertFieldError(
      await postAs(client, admin, PATH, { status: 'lost' }),
      'status',
      'status must be one of created, paid, fulfilled, failed or all'
    )
    assertFieldError(
      await postAs(client, admin, PATH, { from: 'yesterday' }),
      'from',
      'from must be a date (YYYY-MM-DD) or an ISO date-time'
    )
  })
})
