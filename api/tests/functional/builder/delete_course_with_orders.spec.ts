import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Order, { type OrderStatus } from '#payments/models/order'
import { withCleanDatabase } from '#tests/helpers/database'
import { admin, builder, buildCourse, learner } from './helpers.js'

/** An order of `courseId` by a learner, as checkout leaves it (no enrolment yet). */
async function orderFor(courseId: string, status: OrderStatus) {
  const buyer = await learner()
  const suffix = Math.random().toString(36).slice(2, 12)
  return Order.create({
    userId: buyer.id,
    itemKind: 'course',
    courseId,
    storeItemId: null,
    amountPaise: 149950,
    currency: 'INR',
    gatewayOrderId: `order_${suffix}`,
    gatewayPaymentId: null,
    receipt: `rcpt_${suffix}`,
    status,
    failureReason: null,
    paidAt: null,
    fulfilledAt: null,
  })
}

test.group('POST /courses/deleteCourse with payment records', (group) => {
  withCleanDatabase(group)

  for (const status of ['created', 'failed', 'paid'] as const) {
    test(`refuses a course with a ${status} order with 409 and keeps the order`, async ({
      client,
      assert,
    }) => {
      const user = await admin()
      const { courseId } = await buildCourse(client, user, [[60]])
      const order = await orderFor(courseId, status)

      const response = await builder(client, user).post('deleteCourse', { courseId })

      response.assertStatus(409)
      response.assertBody({
        success: false,
        message: 'This course has payment records and cannot be deleted. Unpublish it instead.',
      })
      assert.isNotNull(await db.from('courses').where('id', courseId).first())
      const kept = await Order.findOrFail(order.id)
      assert.equal(kept.courseId, courseId)
    })
  }
})
