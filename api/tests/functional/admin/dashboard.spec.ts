import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { EnrolmentFactory } from '#database/factories/enrolment_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { countQueries } from '#tests/helpers/queries'
import { API, courseOrder, withFakeMail, withRazorpayStandIn } from '../payments/helpers.js'
import { buy, createdAt, daysAgo, getAs, paidAt } from './helpers.js'

const PATH = '/admin/dashboard'

const istDate = (moment: Date) => DateTime.fromJSDate(moment).setZone('Asia/Kolkata').toISODate()!

test.group('GET /api/v1/admin/dashboard', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  withFakeMail(group)

  test('figures of the last 30 days against the 30 before, as the database has them', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const asha = await UserFactory.merge({ firstName: 'Asha', email: 'asha@example.com' }).create()
    const ravi = await UserFactory.create()
    const old = await UserFactory.create()
    await createdAt('users', { id: ravi.id }, daysAgo(40))
    await createdAt('users', { id: old.id }, daysAgo(100))

    const byAdmin = { instructorId: admin.id }
    const algebra = await CourseFactory.merge({ ...byAdmin, pricePaise: 149_900 }).create()
    const physics = await CourseFactory.merge({ ...byAdmin, pricePaise: 99_900 }).create()
    const chemistry = await CourseFactory.merge({ ...byAdmin, pricePaise: 49_900 }).create()
    const free = await CourseFactory.merge({ ...byAdmin })
      .apply('free')
      .create()
    const notes = await StoreItemFactory.merge({ pricePaise: 4_900 }).create()
    const mock = await StoreItemFactory.merge({ pricePaise: 19_900, type: 'TestSeries' }).create()

    // this period: a course yesterday, notes just now, a paid order whose access failed
    const algebraOrder = await buy(client, asha, { courseId: algebra.id })
    await paidAt(algebraOrder.id, daysAgo(1))
    await createdAt('enrolments', { user_id: asha.id }, daysAgo(1))
    const notesOrder = await buy(client, asha, { storeItemId: notes.id })
    const chemistryOrder = await courseOrder(client, old, chemistry.id)
    await db
      .from('orders')
      .where('gateway_order_id', chemistryOrder.id)
      .update({ status: 'paid', gateway_payment_id: 'pay_chem', paid_at: daysAgo(2) })
    await EnrolmentFactory.merge({ userId: asha.id, courseId: free.id, source: 'free' }).create()
    // the period before: one course 40 days ago
    const physicsOrder = await buy(client, ravi, { courseId: physics.id })
    await paidAt(physicsOrder.id, daysAgo(40))
    await createdAt('enrolments', { user_id: ravi.id }, daysAgo(40))
    // older than both periods
    const mockOrder = await buy(client, old, { storeItemId: mock.id })
    await paidAt(mockOrder.id, daysAgo(70))
    await createdAt('purchases', { user_id: old.id }, daysAgo(70))
    // no money: an open checkout and a failed one
    await courseOrder(client, ravi, algebra.id)
    const failed = await courseOrder(client, asha, physics.id)
    await db.from('orders').where('gateway_order_id', failed.id).update({ status: 'failed' })

    const response = await getAs(client, admin, PATH)
    response.assertStatus(200)
    const { success, data } = response.body()
    assert.isTrue(success)

    assert.equal(data.timeZone, 'Asia/Kolkata')
    assert.isString(data.generatedAt)
    assert.equal(data.period.days, 30)
    assert.deepEqual(data.revenuePaise, {
      current: 149_900 + 4_900 + 49_900,
      previous: 99_900,
      changePercent: Math.round(((204_700 - 99_900) / 99_900) * 1000) / 10,
    })
    assert.deepEqual(data.paidOrders, { current: 3, previous: 1, changePercent: 200 })
    assert.deepEqual(data.enrolments, { current: 2, previous: 1, changePercent: 100 })
    assert.deepEqual(data.purchases, { current: 1, previous: 0, changePercent: null })
    // asha joined now, ravi 40 days ago; admins are not learners
    assert.deepEqual(data.newLearners, { current: 1, previous: 1, changePercent: 0 })

    assert.lengthOf(data.dailyRevenue, 30)
    assert.equal(data.dailyRevenue[29].date, istDate(new Date()))
    const expectedDays = new Map<string, number>()
    for (const [moment, paise] of [
      [daysAgo(1), 149_900],
      [new Date(), 4_900],
      [daysAgo(2), 49_900],
    ] as const) {
      expectedDays.set(istDate(moment), (expectedDays.get(istDate(moment)) ?? 0) + paise)
    }
    for (const day of data.dailyRevenue) {
      assert.equal(day.revenuePaise, expectedDays.get(day.date) ?? 0, day.date)
    }
    assert.equal(
      data.dailyRevenue.reduce((sum: number, day: { orders: number }) => sum + day.orders, 0),
      3
    )

    assert.deepEqual(data.topCourses, [
      { _id: algebra.id, title: algebra.courseName, orders: 1, revenuePaise: 149_900 },
      { _id: chemistry.id, title: chemistry.courseName, orders: 1, revenuePaise: 49_900 },
    ])
    assert.deepEqual(data.topStoreItems, [
      { _id: notes.id, title: notes.title, type: 'Notes', orders: 1, revenuePaise: 4_900 },
    ])

    // the latest paid orders, newest payment first, whatever their age
    assert.deepEqual(
      data.recentOrders.map((order: { gatewayOrderId: string }) => order.gatewayOrderId),
      [notesOrder.id, algebraOrder.id, chemistryOrder.id, physicsOrder.id, mockOrder.id]
    )
    assert.equal(data.recentOrders[0].learner.email, 'asha@example.com')
    assert.equal(data.recentOrders[0].gatewayPaymentId, notesOrder.paymentId)
  })

  test('an empty shop: zeros, 30 days, no change to report', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const response = await getAs(client, admin, PATH)
    response.assertStatus(200)
    const { data } = response.body()
    const zero = { current: 0, previous: 0, changePercent: null }
    assert.deepEqual(data.revenuePaise, zero)
    assert.deepEqual(data.newLearners, zero)
    assert.lengthOf(data.dailyRevenue, 30)
    assert.isTrue(
      data.dailyRevenue.every((day: { revenuePaise: number }) => day.revenuePaise === 0)
    )
    assert.deepEqual(data.topCourses, [])
    assert.deepEqual(data.recentOrders, [])
  })

  test('costs the same number of queries for 1 or 6 sales', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const sell = async () => {
      const learner = await UserFactory.create()
      const course = await CourseFactory.merge({ instructorId: admin.id }).create()
      const item = await StoreItemFactory.create()
      await buy(client, learner, { courseId: course.id })
      await buy(client, learner, { storeItemId: item.id })
    }
    await sell()
    const ask = () => getAs(client, admin, PATH)
    await ask()
    const few = await countQueries(ask)
    for (let i = 0; i < 5; i++) await sell()
    const many = await countQueries(ask)
    assert.equal(many, few)
  })

  test('is for admins only: 401 signed out, 403 for learners', async ({ client, assert }) => {
    const visitor = await client.get(`${API}${PATH}`)
    visitor.assertStatus(401)
    const learner = await UserFactory.create()
    const student = await getAs(client, learner, PATH)
    student.assertStatus(403)
    assert.deepEqual(student.body(), { success: false, message: 'This action is for admins only' })
  })
})
