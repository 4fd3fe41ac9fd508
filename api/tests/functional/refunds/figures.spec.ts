import { test } from '@japa/runner'
import { withCleanDatabase } from '#tests/helpers/database'
import { withRazorpayStandIn } from '#tests/functional/payments/helpers'
import { getAs } from '#tests/functional/admin/helpers'
import { paidOrder, refund, refundWebhook, withFakes } from './helpers.js'

test.group('Refunds in the dashboard and transactions figures', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  withFakes(group)

  test('the dashboard shows processed refunds apart from revenue, and net revenue', async ({
    client,
    assert,
  }) => {
    const { admin, order } = await paidOrder(client)
    const pending = await refund(client, admin, order.id, { amountPaise: 5_000, reason: 'One' })
    const processed = await refund(client, admin, order.id, { amountPaise: 7_000, reason: 'Two' })
    await refundWebhook('refund.processed', processed.body().data.gatewayRefundId)

    const response = await getAs(client, admin, '/admin/dashboard')

    response.assertStatus(200)
    const data = response.body().data
    // revenue stays gross; only the processed refund counts
    assert.equal(data.revenuePaise.current, order.amountPaise)
    assert.deepEqual(data.refundsPaise, { current: 7_000, previous: 0, changePercent: null })
    assert.deepEqual(data.refunds, { current: 1, previous: 0, changePercent: null })
    assert.equal(data.netRevenuePaise.current, order.amountPaise - 7_000)
    const recent = data.recentOrders.find((row: { _id: string }) => row._id === order.id)
    assert.equal(recent.refundedPaise, 7_000)
    assert.equal(recent.lastRefundStatus, 'processed')
    assert.equal(pending.body().data.status, 'pending')
  })

  test('transactions show what was refunded and a failed refund', async ({ client, assert }) => {
    const { admin, order } = await paidOrder(client, 'store_item')
    const first = await refund(client, admin, order.id, { amountPaise: 10_000, reason: 'Part' })
    await refundWebhook('refund.processed', first.body().data.gatewayRefundId)
    const second = await refund(client, admin, order.id, { amountPaise: 2_000, reason: 'More' })
    await refundWebhook('refund.failed', second.body().data.gatewayRefundId)

    const detail = await getAs(client, admin, `/payment/transactions/${order.id}`)
    detail.assertStatus(200)
    assert.containsSubset(detail.body().data, {
      refundedPaise: 10_000,
      lastRefundStatus: 'failed',
      status: 'fulfilled',
    })

    const list = await getAs(client, admin, '/payment/transactions')
    const row = list.body().data.find((entry: { _id: string }) => entry._id === order.id)
    assert.equal(row.refundedPaise, 10_000)

    const csv = await getAs(client, admin, '/payment/transactions/export')
    csv.assertStatus(200)
    assert.include(csv.text(), ',10000,failed')
  })
})
