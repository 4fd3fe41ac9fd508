import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { withCleanDatabase } from '#tests/helpers/database'
import { withRazorpayStandIn } from '#tests/functional/payments/helpers'
import Refund from '#payments/models/refund'
import {
  deliverWebhook,
  emitted,
  enrolledCount,
  enrolmentCount,
  paidOrder,
  purchaseCount,
  razorpayStandIn,
  refund,
  refundMails,
  refundWebhook,
  rendered,
  standInRefund,
  storedRefund,
  withFakes,
} from './helpers.js'

test.group('Refund webhooks (refund.processed, refund.failed)', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  const fakes = withFakes(group)

  test('refund.processed revokes the course, tells certificates and invoicing, mails the learner', async ({
    client,
    assert,
  }) => {
    const { admin, learner, course, order } = await paidOrder(client)
    const asked = await refund(client, admin, order.id, { reason: 'Course not as described' })
    const { _id: refundId, gatewayRefundId } = asked.body().data
    assert.equal(await enrolledCount(course!.id), 1)

    const answer = await refundWebhook('refund.processed', gatewayRefundId)

    assert.equal(answer.status, 200)
    assert.equal(answer.body.outcome, 'processed')
    const stored = await storedRefund(refundId)
    assert.equal(stored.status, 'processed')
    assert.isTrue(stored.revokedAccess)
    assert.isNotNull(stored.processedAt)
    assert.equal(await enrolmentCount(learner.id, course!.id), 0)
    assert.equal(await enrolledCount(course!.id), 0)

    assert.deepEqual(emitted(fakes.events), { 'enrolment:revoked': 1, 'refund:processed': 1 })
    fakes.events.assertEmitted('enrolment:revoked', ({ data }) => {
      return data.userId === learner.id && data.courseId === course!.id && data.reason === 'refund'
    })
    fakes.events.assertEmitted('refund:processed', ({ data }) => {
      return data.refundId === refundId && data.orderId === order.id
    })

    const mails = await refundMails(fakes.mailer)
    assert.lengthOf(mails.processed, 1)
    const mail = rendered(mails.processed[0])
    assert.deepEqual(mail.to, [learner.email])
    assert.include(mail.subject, `order ${order.receipt}`)
    assert.include(mail.subject, 'Refund of ₹')
    assert.include(mail.text, `Refund id: ${gatewayRefundId}`)
    assert.include(mail.text, course!.courseName)
    assert.include(mail.text, 'the course is no longer in your enrolled courses')
    assert.notInclude(mail.text, 'part of what you paid')
  })

  test('refund.processed of a store item takes the item and its download away', async ({
    client,
    assert,
  }) => {
    const { admin, learner, item, order } = await paidOrder(client, 'store_item')
    const asked = await refund(client, admin, order.id, { reason: 'Wrong book' })

    await refundWebhook('refund.processed', asked.body().data.gatewayRefundId)

    assert.equal(await purchaseCount(learner.id, item!.id), 0)
    assert.deepEqual(emitted(fakes.events), { 'refund:processed': 1 })
    const mails = await refundMails(fakes.mailer)
    assert.include(rendered(mails.processed[0]).text, 'no longer in your materials')
  })

  test('a repeated refund.processed (same or new event id) revokes once', async ({
    client,
    assert,
  }) => {
    const { admin, learner, course, order } = await paidOrder(client)
    const asked = await refund(client, admin, order.id, { reason: 'Twice delivered' })
    const gatewayRefundId = asked.body().data.gatewayRefundId
    const delivery = razorpayStandIn.refundWebhook(
      'refund.processed',
      standInRefund(gatewayRefundId)
    )

    const first = await deliverWebhook(delivery.raw, delivery)
    const sameEvent = await deliverWebhook(delivery.raw, delivery)
    const newEvent = await refundWebhook('refund.processed', gatewayRefundId)

    assert.deepEqual(
      [first.body.outcome, sameEvent.body.outcome, newEvent.body.outcome],
      ['processed', 'duplicate', 'ignored']
    )
    assert.equal(await enrolmentCount(learner.id, course!.id), 0)
    assert.equal(await enrolledCount(course!.id), 0)
    assert.deepEqual(emitted(fakes.events), { 'enrolment:revoked': 1, 'refund:processed': 1 })
    const sent1 = await refundMails(fakes.mailer)
    assert.lengthOf(sent1.processed, 1)
  })

  test('refund.processed fired many times at once revokes exactly once', async ({
    client,
    assert,
  }) => {
    const { admin, learner, course, order } = await paidOrder(client)
    const asked = await refund(client, admin, order.id, { reason: 'Racing webhooks' })
    const gatewayRefundId = asked.body().data.gatewayRefundId

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => refundWebhook('refund.processed', gatewayRefundId))
    )

    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array(8).fill(200)
    )
    assert.lengthOf(
      answers.filter((answer) => answer.body.outcome === 'processed'),
      1
    )
    assert.equal(await enrolmentCount(learner.id, course!.id), 0)
    assert.equal(await enrolledCount(course!.id), 0)
    assert.deepEqual(emitted(fakes.events), { 'enrolment:revoked': 1, 'refund:processed': 1 })
    const sent2 = await refundMails(fakes.mailer)
    assert.lengthOf(sent2.processed, 1)
    const stored = await Refund.query().where('order_id', order.id)
    assert.lengthOf(stored, 1)
    assert.equal(stored[0].status, 'processed')
  })

  test('refund.processed arriving before Razorpay answers the API: processed once', async ({
    client,
    assert,
  }) => {
    const { admin, learner, course, order } = await paidOrder(client)
    const early: Promise<{ status: number; body: any }>[] = []
    razorpayStandIn.beforeRefundAnswer = async (made) => {
      // Razorpay's webhooks (processed, and again, at once) reach the API before its answer
      made.status = 'processed'
      early.push(...Array.from({ length: 3 }, () => refundWebhook('refund.processed', made.id)))
      await Promise.all(early)
    }

    const asked = await refund(client, admin, order.id, { reason: 'Fast webhook' })

    asked.assertStatus(201)
    const answers = await Promise.all(early)
    assert.lengthOf(
      answers.filter((answer) => answer.body.outcome === 'processed'),
      1
    )
    const data = asked.body().data
    assert.equal(data.status, 'processed')
    assert.equal(asked.body().message, 'Refund processed')
    assert.match(data.gatewayRefundId, /^rfnd_/)
    assert.isTrue(data.revokedAccess)
    assert.equal(await enrolmentCount(learner.id, course!.id), 0)
    assert.equal(await enrolledCount(course!.id), 0)
    assert.deepEqual(emitted(fakes.events), { 'enrolment:revoked': 1, 'refund:processed': 1 })
    const sent3 = await refundMails(fakes.mailer)
    assert.lengthOf(sent3.processed, 1)
    const [count] = await db.from('refunds').where('order_id', order.id).count('* as n')
    assert.equal(Number(count.n), 1)

    // and the webhook Razorpay sends again later changes nothing
    const late = await refundWebhook('refund.processed', data.gatewayRefundId)
    assert.equal(late.body.outcome, 'ignored')
    assert.deepEqual(emitted(fakes.events), { 'enrolment:revoked': 1, 'refund:processed': 1 })
  })

  test('refund.failed keeps access, says why on the refund and tells the learner', async ({
    client,
    assert,
  }) => {
    const { admin, learner, course, order } = await paidOrder(client)
    const asked = await refund(client, admin, order.id, { reason: 'Will fail' })
    const { _id: refundId, gatewayRefundId } = asked.body().data

    const answer = await refundWebhook('refund.failed', gatewayRefundId)

    assert.equal(answer.body.outcome, 'processed')
    const stored = await storedRefund(refundId)
    assert.equal(stored.status, 'failed')
    assert.equal(stored.failureReason, 'Razorpay could not process the refund')
    assert.isNotNull(stored.failedAt)
    assert.isFalse(stored.revokedAccess)
    assert.equal(await enrolmentCount(learner.id, course!.id), 1)
    assert.deepEqual(emitted(fakes.events), { 'refund:failed': 1 })
    const mails = await refundMails(fakes.mailer)
    assert.lengthOf(mails.processed, 0)
    assert.lengthOf(mails.failed, 1)
    const mail = rendered(mails.failed[0])
    assert.deepEqual(mail.to, [learner.email])
    assert.include(mail.subject, 'could not be processed')
    assert.include(mail.text, 'nothing has changed in what you can access')

    // a repeated refund.failed changes nothing; the amount is refundable again
    await refundWebhook('refund.failed', gatewayRefundId)
    const sent4 = await refundMails(fakes.mailer)
    assert.lengthOf(sent4.failed, 1)
    const again = await refund(client, admin, order.id, { reason: 'Second try' })
    again.assertStatus(201)
    assert.equal(again.body().data.amountPaise, order.amountPaise)
  })

  test('partial refunds: the first processed one revokes, later ones only refund', async ({
    client,
    assert,
  }) => {
    const { admin, learner, course, order } = await paidOrder(client)
    const one = await refund(client, admin, order.id, { amountPaise: 20_000, reason: 'Part' })
    const two = await refund(client, admin, order.id, { reason: 'The rest' })

    await refundWebhook('refund.processed', one.body().data.gatewayRefundId)
    await refundWebhook('refund.processed', two.body().data.gatewayRefundId)

    assert.equal(await enrolmentCount(learner.id, course!.id), 0)
    assert.equal(await enrolledCount(course!.id), 0)
    const stored = await Refund.query().where('order_id', order.id).orderBy('amount_paise', 'asc')
    assert.deepEqual(
      stored.map((row) => [row.status, row.revokedAccess]),
      order.amountPaise - 20_000 < 20_000
        ? [
            ['processed', false],
            ['processed', true],
          ]
        : [
            ['processed', true],
            ['processed', false],
          ]
    )
    assert.deepEqual(emitted(fakes.events), { 'enrolment:revoked': 1, 'refund:processed': 2 })
    const mails = await refundMails(fakes.mailer)
    assert.lengthOf(mails.processed, 2)
    assert.include(rendered(mails.processed[0]).text, 'part of what you paid')
  })

  test('a refund made on Razorpay’s dashboard is recorded and revokes access once', async ({
    client,
    assert,
  }) => {
    const { learner, course, order, paymentId } = await paidOrder(client)
    const payment = razorpayStandIn.findPayment(paymentId)!
    const foreign = {
      id: 'rfnd_Dashboard00001',
      entity: 'refund' as const,
      amount: payment.amount,
      currency: 'INR',
      payment_id: paymentId,
      notes: [] as [],
      receipt: null,
      acquirer_data: { arn: null },
      created_at: Math.floor(Date.now() / 1000),
      batch_id: null,
      status: 'pending' as const,
      speed_processed: 'normal' as const,
      speed_requested: 'normal' as const,
    }
    razorpayStandIn.refunds.set(foreign.id, foreign)

    const answers = await Promise.all([
      refundWebhook('refund.processed', foreign.id),
      refundWebhook('refund.processed', foreign.id),
    ])

    assert.sameMembers(
      answers.map((answer) => answer.body.outcome),
      ['processed', 'ignored']
    )
    const stored = await Refund.query().where('order_id', order.id)
    assert.lengthOf(stored, 1)
    assert.equal(stored[0].gatewayRefundId, foreign.id)
    assert.equal(stored[0].reason, 'Refunded on Razorpay')
    assert.isNull(stored[0].requestedBy)
    assert.equal(await enrolmentCount(learner.id, course!.id), 0)
    assert.deepEqual(emitted(fakes.events), { 'enrolment:revoked': 1, 'refund:processed': 1 })
  })

  test('refund webhooks are verified like the others', async ({ client, assert }) => {
    const { admin, learner, course, order } = await paidOrder(client)
    const asked = await refund(client, admin, order.id, { reason: 'Forged' })
    const delivery = razorpayStandIn.refundWebhook(
      'refund.processed',
      standInRefund(asked.body().data.gatewayRefundId)
    )

    const forged = await deliverWebhook(delivery.raw, { ...delivery, signature: 'f'.repeat(64) })
    const unsigned = await deliverWebhook(delivery.raw, { eventId: delivery.eventId })

    assert.equal(forged.status, 400)
    assert.equal(unsigned.status, 400)
    assert.equal(await enrolmentCount(learner.id, course!.id), 1)
    const unchanged = await storedRefund(asked.body().data._id)
    assert.equal(unchanged.status, 'pending')
  })

  test('refund.created only records Razorpay’s id; unknown refunds are ignored', async ({
    client,
    assert,
  }) => {
    const { admin, learner, course, order } = await paidOrder(client)
    const asked = await refund(client, admin, order.id, { reason: 'Created event' })

    const created = await refundWebhook('refund.created', asked.body().data.gatewayRefundId)

    assert.equal(created.body.outcome, 'ignored')
    const unchanged = await storedRefund(asked.body().data._id)
    assert.equal(unchanged.status, 'pending')
    assert.equal(await enrolmentCount(learner.id, course!.id), 1)
    assert.deepEqual(emitted(fakes.events), {})
  })
})
