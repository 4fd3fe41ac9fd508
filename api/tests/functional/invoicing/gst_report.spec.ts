import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import { DateTime } from 'luxon'
import Refund from '#payments/models/refund'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { withFakeMail } from '../payments/helpers.js'
import { API, paidOrder, withSeller } from './helpers.js'

const thisMonth = () => DateTime.now().setZone('Asia/Kolkata').toFormat('yyyy-MM')

async function refund(orderId: string, amountPaise: number) {
  const record = await Refund.create({
    orderId,
    amountPaise,
    currency: 'INR',
    reason: 'Refund',
    status: 'processed',
    gatewayRefundId: null,
    failureReason: null,
    requestedBy: null,
    revokedAccess: false,
  })
  await emitter.emit('refund:processed', { refundId: record.id, orderId })
}

test.group('GET /reports/gst', (group) => {
  withCleanDatabase(group)
  withSeller(group)
  withFakeMail(group)

  test('by place of supply, credit notes netted; as JSON and as CSV', async ({
    client,
    assert,
  }) => {
    // Karnataka (the seller's): 1180 + 590; Maharashtra: 1180, half refunded
    await paidOrder(118000, { state: '29' })
    await paidOrder(59000, { state: '29' })
    const { order } = await paidOrder(118000, { state: '27' })
    await refund(order.id, 59000)
    const admin = await UserFactory.apply('admin').create()

    const response = await client
      .get(`${API}/reports/gst`)
      .qs({ month: thisMonth() })
      .withGuard('api')
      .loginAs(admin)
    response.assertStatus(200)
    const report = response.body().data
    assert.equal(report.month, thisMonth())
    assert.equal(report.gstin, '29ABCDE1234F1Z5')
    assert.deepEqual(report.rows, [
      {
        placeOfSupply: '29',
        stateName: 'Karnataka',
        invoices: 2,
        creditNotes: 0,
        taxablePaise: 150000,
        cgstPaise: 13500,
        sgstPaise: 13500,
        igstPaise: 0,
        totalPaise: 177000,
      },
      {
        placeOfSupply: '27',
        stateName: 'Maharashtra',
        invoices: 1,
        creditNotes: 1,
        taxablePaise: 50000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 9000,
        totalPaise: 59000,
      },
    ])
    assert.deepEqual(report.totals, {
      invoices: 3,
      creditNotes: 1,
      taxablePaise: 200000,
      cgstPaise: 13500,
      sgstPaise: 13500,
      igstPaise: 9000,
      totalPaise: 236000,
    })

    const csv = await client
      .get(`${API}/reports/gst.csv`)
      .qs({ month: thisMonth() })
      .withGuard('api')
      .loginAs(admin)
    csv.assertStatus(200)
    assert.include(csv.header('content-type'), 'text/csv')
    assert.include(csv.header('content-disposition'), `gst-report-${thisMonth()}.csv`)
    const lines = csv.text().trim().split('\r\n')
    assert.equal(
      lines[0],
      'Month,Place of supply,State code,Invoices,Credit notes,Taxable value (INR),CGST (INR),SGST (INR),IGST (INR),Total (INR)'
    )
    assert.equal(lines[1], `${thisMonth()},Karnataka,29,2,0,1500.00,135.00,135.00,0.00,1770.00`)
    assert.equal(lines[2], `${thisMonth()},Maharashtra,27,1,1,500.00,0.00,0.00,90.00,590.00`)
    assert.equal(lines[3], `${thisMonth()},Total,,3,1,2000.00,135.00,135.00,90.00,2360.00`)
  })

  test('another month is empty', async ({ client, assert }) => {
    await paidOrder(118000, { state: '29' })
    const admin = await UserFactory.apply('admin').create()
    const response = await client
      .get(`${API}/reports/gst`)
      .qs({ month: '2020-01' })
      .withGuard('api')
      .loginAs(admin)
    response.assertStatus(200)
    assert.deepEqual(response.body().data.rows, [])
    assert.equal(response.body().data.totals.totalPaise, 0)
  })

  test('422 without a valid month; 403 for learners; 401 signed out', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()
    for (const month of [undefined, '2026-13', 'november']) {
      const response = await client
        .get(`${API}/reports/gst`)
        .qs(month ? { month } : {})
        .withGuard('api')
        .loginAs(admin)
      response.assertStatus(422)
    }
    const forbidden = await client
      .get(`${API}/reports/gst`)
      .qs({ month: '2026-11' })
      .withGuard('api')
      .loginAs(learner)
    forbidden.assertStatus(403)
    const csv = await client
      .get(`${API}/reports/gst.csv`)
      .qs({ month: '2026-11' })
      .withGuard('api')
      .loginAs(learner)
    csv.assertStatus(403)
    const out = await client.get(`${API}/reports/gst`).qs({ month: '2026-11' })
    out.assertStatus(401)
  })
})
