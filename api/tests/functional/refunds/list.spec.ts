import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { withRazorpayStandIn } from '#tests/functional/payments/helpers'
import { UNKNOWN_ID, listRefunds, paidOrder, refund, refundWebhook, withFakes } from './helpers.js'

test.group('GET /api/v1/orders/:id/refunds', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  withFakes(group)

  test('lists the order refunds newest first, paged, with the totals', async ({
    client,
    assert,
  }) => {
    const { admin, order } = await paidOrder(client)
    const first = await refund(client, admin, order.id, { amountPaise: 10_000, reason: 'One' })
    await refundWebhook('refund.processed', first.body().data.gatewayRefundId)
    await refund(client, admin, order.id, { amountPaise: 5_000, reason: 'Two' })

    const response = await listRefunds(client, admin, order.id)

    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.message, 'Refunds fetched successfully')
    assert.deepEqual(
      body.data.map((row: any) => [row.reason, row.status, row.amountPaise]),
      [
        ['Two', 'pending', 5_000],
        ['One', 'processed', 10_000],
      ]
    )
    assert.isTrue(body.data[1].revokedAccess)
    assert.isString(body.data[1].processedAt)
    assert.deepEqual(body.meta, {
      totalItems: 2,
      currentPage: 1,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 20,
    })
    assert.deepEqual(body.totals, {
      orderAmountPaise: order.amountPaise,
      refundedPaise: 10_000,
      pendingPaise: 5_000,
      refundablePaise: order.amountPaise - 15_000,
    })

    const paged = await listRefunds(client, admin, order.id, '?page=2&limit=1')
    paged.assertStatus(200)
    assert.deepEqual(
      paged.body().data.map((row: any) => row.reason),
      ['One']
    )
    assert.equal(paged.body().meta.totalPages, 2)
  })

  test('an order without refunds: an empty list, all refundable', async ({ client, assert }) => {
    const { admin, order } = await paidOrder(client, 'store_item')
    const response = await listRefunds(client, admin, order.id)
    response.assertStatus(200)
    assert.deepEqual(response.body().data, [])
    assert.equal(response.body().totals.refundablePaise, order.amountPaise)
  })

  test('404 unknown order, 422 bad paging, 403 learners', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()
    const answers = await Promise.all([
      listRefunds(client, admin, UNKNOWN_ID),
      listRefunds(client, admin, 'nope'),
      listRefunds(client, admin, UNKNOWN_ID, '?limit=500'),
      listRefunds(client, learner, UNKNOWN_ID),
    ])
    answers[0].assertStatus(404)
    answers[1].assertStatus(404)
    answers[2].assertStatus(422)
    answers[3].assertStatus(403)
  })
})
