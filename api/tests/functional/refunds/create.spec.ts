import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { withRazorpayStandIn, courseOrder } from '#tests/functional/payments/helpers'
import {
  API,
  UNKNOWN_ID,
  emitted,
  enrolmentCount,
  paidOrder,
  razorpayStandIn,
  refund,
  refundMails,
  storedRefund,
  withFakes,
} from './helpers.js'

test.group('POST /api/v1/orders/:id/refunds', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  const fakes = withFakes(group)

  test('refunds an order in full through Razorpay and records it pending', async ({
    client,
    assert,
  }) => {
    const { admin, learner, course, order, paymentId } = await paidOrder(client)

    const response = await refund(client, admin, order.id, { reason: 'Bought by mistake' })

    response.assertStatus(201)
    const body = response.body()
    assert.equal(body.message, 'Refund requested')
    assert.equal(body.data.status, 'pending')
    assert.equal(body.data.amountPaise, order.amountPaise)
    assert.equal(body.data.amount, order.amountPaise / 100)
    assert.equal(body.data.reason, 'Bought by mistake')
    assert.equal(body.data.orderId, order.id)
    assert.equal(body.data.requestedBy, admin.id)
    assert.isFalse(body.data.revokedAccess)
    assert.match(body.data.gatewayRefundId, /^rfnd_/)
    assert.deepEqual(body.totals, {
      orderAmountPaise: order.amountPaise,
      refundedPaise: 0,
      pendingPaise: order.amountPaise,
      refundablePaise: 0,
    })

    // Razorpay was asked as its refunds API documents it, with our id to find the refund by
    const [call] = razorpayStandIn.refundCreations
    assert.equal(call.path, `/v1/payments/${paymentId}/refund`)
    assert.isTrue(call.authorized)
    assert.deepEqual(call.body, {
      amount: order.amountPaise,
      speed: 'normal',
      receipt: body.data._id,
      notes: { refund_id: body.data._id, order_id: order.id, order_receipt: order.receipt },
    })

    // nothing is taken away until Razorpay says the refund is processed
    assert.equal(await enrolmentCount(learner.id, course!.id), 1)
    assert.deepEqual(emitted(fakes.events), {})
    const mails = await refundMails(fakes.mailer)
    assert.lengthOf(mails.processed, 0)
  })

  test('partial refunds add up to the order amount and never beyond', async ({
    client,
    assert,
  }) => {
    const { admin, order } = await paidOrder(client)
    const first = 10_000
    const rest = order.amountPaise - first

    const one = await refund(client, admin, order.id, { amountPaise: first, reason: 'Late start' })
    one.assertStatus(201)
    assert.equal(one.body().totals.refundablePaise, rest)

    const tooMuch = await refund(client, admin, order.id, {
      amountPaise: rest + 1,
      reason: 'Too much',
    })
    tooMuch.assertStatus(422)
    assert.equal(tooMuch.body().refundablePaise, rest)
    assert.match(tooMuch.body().message, /more than what remains refundable/)

    // left out, the amount is all that remains
    const two = await refund(client, admin, order.id, { reason: 'The rest' })
    two.assertStatus(201)
    assert.equal(two.body().data.amountPaise, rest)
    assert.equal(two.body().totals.refundablePaise, 0)

    const three = await refund(client, admin, order.id, { amountPaise: 100, reason: 'More' })
    three.assertStatus(409)
    assert.equal(three.body().message, 'This order has already been refunded in full')
    assert.lengthOf(razorpayStandIn.refundCreations, 2)
  })

  test('two full refunds asked at once: one is made, the other refused', async ({
    client,
    assert,
  }) => {
    const { admin, order } = await paidOrder(client)

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => refund(client, admin, order.id, { reason: 'Twice' }))
    )

    const statuses = answers.map((answer) => answer.status()).sort()
    assert.deepEqual(statuses, [201, 409, 409, 409])
    const [row] = await db.from('refunds').where('order_id', order.id).count('* as n')
    assert.equal(Number(row.n), 1)
    assert.lengthOf(razorpayStandIn.refundCreations, 1)
  })

  test('Razorpay refusing the refund: 502, kept as failed with its words, access kept', async ({
    client,
    assert,
  }) => {
    const { admin, learner, course, order } = await paidOrder(client)
    razorpayStandIn.failWith = 400

    const response = await refund(client, admin, order.id, { reason: 'Duplicate payment' })

    response.assertStatus(502)
    assert.equal(
      response.body().message,
      'Razorpay did not make the refund: The gateway is having a bad day'
    )
    const [row] = await db.from('refunds').where('order_id', order.id)
    const stored = await storedRefund(row.id)
    assert.equal(stored.status, 'failed')
    assert.equal(stored.failureReason, 'The gateway is having a bad day')
    assert.isNull(stored.gatewayRefundId)
    assert.equal(await enrolmentCount(learner.id, course!.id), 1)
    // the admin sees the refusal; the learner is not told about a refund that never started
    const mails = await refundMails(fakes.mailer)
    assert.lengthOf(mails.failed, 0)
    assert.deepEqual(emitted(fakes.events), { 'refund:failed': 1 })

    // the failed amount is refundable again
    razorpayStandIn.failWith = null
    const retry = await refund(client, admin, order.id, { reason: 'Duplicate payment' })
    retry.assertStatus(201)
    assert.equal(retry.body().data.amountPaise, order.amountPaise)
  })

  test('Razorpay not answering: 502, the refund kept as failed', async ({ client, assert }) => {
    const { admin, order } = await paidOrder(client)
    razorpayStandIn.dropConnections = true

    const response = await refund(client, admin, order.id, { reason: 'Outage' })

    response.assertStatus(502)
    assert.equal(
      response.body().message,
      'Razorpay did not make the refund: Razorpay could not be reached'
    )
    const [row] = await db.from('refunds').where('order_id', order.id)
    assert.equal(row.status, 'failed')
  })

  test('an order that is not paid cannot be refunded', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const gatewayOrder = await courseOrder(client, learner, course.id)
    const [row] = await db.from('orders').where('gateway_order_id', gatewayOrder.id)

    const response = await refund(client, admin, row.id, { reason: 'Nothing paid' })

    response.assertStatus(409)
    assert.equal(response.body().message, 'Only a paid order can be refunded')
    assert.lengthOf(razorpayStandIn.refundCreations, 0)
  })

  test('unknown orders are 404', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const response = await refund(client, admin, id, { reason: 'Whatever' })
      response.assertStatus(404)
      assert.equal(response.body().message, 'Order not found')
    }
  })

  test('refuses bad input with field messages', async ({ client, assert }) => {
    const { admin, order } = await paidOrder(client)
    const cases: [object, string][] = [
      [{}, 'reason'],
      [{ reason: 'ab' }, 'reason'],
      [{ reason: 'x'.repeat(501) }, 'reason'],
      [{ reason: 'Fine', amountPaise: 99 }, 'amountPaise'],
      [{ reason: 'Fine', amountPaise: 150.5 }, 'amountPaise'],
      [{ reason: 'Fine', amountPaise: 'lots' }, 'amountPaise'],
    ]
    for (const [body, field] of cases) {
      const response = await refund(client, admin, order.id, body)
      response.assertStatus(422)
      assert.include(
        response.body().errors.map((error: { field: string }) => error.field),
        field,
        JSON.stringify(body)
      )
    }
    assert.lengthOf(razorpayStandIn.refundCreations, 0)
  })

  test('admins only: 401 signed out, 403 for learners', async ({ client }) => {
    const { learner, order } = await paidOrder(client)
    const signedOut = await client
      .post(`${API}/orders/${order.id}/refunds`)
      .json({ reason: 'Mine' })
      .withCsrfToken()
    signedOut.assertStatus(401)
    const asLearner = await refund(client, learner, order.id, { reason: 'Mine' })
    asLearner.assertStatus(403)
  })
})
