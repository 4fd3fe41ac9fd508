import { test } from '@japa/runner'
import Invoice from '#invoicing/models/invoice'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { withFakeMail } from '../payments/helpers.js'
import { API, openOrder, paidOrder, pdfText, withSeller } from './helpers.js'

test.group('GET /orders', (group) => {
  withCleanDatabase(group)
  withSeller(group)
  withFakeMail(group)

  test("the learner's own orders, newest first, with price, discount, tax and invoice", async ({
    client,
    assert,
  }) => {
    const {
      learner,
      order: paid,
      course,
    } = await paidOrder(119900, {
      state: '29',
      listPricePaise: 149900,
    })
    const { order: open } = await openOrder(learner, 50000)
    await paidOrder(50000) // another learner's

    const response = await client.get(`${API}/orders`).withGuard('api').loginAs(learner)
    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(body.meta, {
      totalItems: 2,
      currentPage: 1,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 20,
    })
    assert.deepEqual(
      body.data.map((row: any) => row._id),
      [open.id, paid.id]
    )
    const invoice = await Invoice.findByOrFail('order_id', paid.id)
    const row = body.data[1]
    assert.equal(row.number, paid.receipt)
    assert.deepEqual(row.items, [{ _id: course.id, kind: 'course', title: course.courseName }])
    assert.equal(row.pricePaise, 149900)
    assert.equal(row.discountPaise, 30000)
    assert.equal(row.amountPaise, 119900)
    assert.equal(row.taxPaise, 18290)
    assert.equal(row.status, 'fulfilled')
    assert.deepEqual(row.invoice, {
      number: invoice.number,
      kind: 'tax_invoice',
      issuedAt: invoice.issuedAt.toJSDate().toISOString(),
    })
    assert.deepEqual(row.creditNotes, [])
    assert.equal(body.data[0].status, 'created')
    assert.isNull(body.data[0].invoice)
    assert.isNull(body.data[0].taxPaise)
  })

  test('pages: limit and page', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    for (let i = 0; i < 3; i++) await openOrder(learner, 10000 + i)
    const response = await client
      .get(`${API}/orders`)
      .qs({ page: 2, limit: 2 })
      .withGuard('api')
      .loginAs(learner)
    response.assertStatus(200)
    assert.lengthOf(response.body().data, 1)
    assert.include(response.body().meta, { totalItems: 3, totalPages: 2, currentPage: 2 })
  })

  test('refuses a bad limit (422) and the signed-out (401)', async ({ client }) => {
    const learner = await UserFactory.create()
    const bad = await client.get(`${API}/orders`).qs({ limit: 0 }).withGuard('api').loginAs(learner)
    bad.assertStatus(422)
    const out = await client.get(`${API}/orders`)
    out.assertStatus(401)
  })
})

test.group('GET /orders/:id/invoice', (group) => {
  withCleanDatabase(group)
  withSeller(group)
  withFakeMail(group)

  test('the owner gets the PDF: number, tax lines, rupee sign, words', async ({
    client,
    assert,
  }) => {
    const { learner, order } = await paidOrder(119900, { state: '29', listPricePaise: 149900 })
    const invoice = await Invoice.findByOrFail('order_id', order.id)
    const response = await client
      .get(`${API}/orders/${order.id}/invoice`)
      .withGuard('api')
      .loginAs(learner)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/pdf')
    assert.include(response.header('content-disposition'), invoice.number.replaceAll('/', '-'))
    const text = await pdfText(response.body())
    for (const expected of [
      'TAX INVOICE',
      invoice.number,
      order.receipt,
      'Pathshala Learning Private Limited',
      'GSTIN: 29ABCDE1234F1Z5',
      '29 - Karnataka',
      '999293',
      '₹1,499.00',
      'Discount',
      '−₹300.00',
      'Taxable value',
      '₹1,016.10',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹91.45',
      '₹1,199.00',
      'Rupees One Thousand One Hundred Ninety Nine Only',
    ]) {
      assert.include(text, expected)
    }
    assert.notInclude(text, 'IGST')
  })

  test('an admin gets any learner invoice', async ({ client }) => {
    const { order } = await paidOrder(50000)
    const admin = await UserFactory.apply('admin').create()
    const response = await client
      .get(`${API}/orders/${order.id}/invoice`)
      .withGuard('api')
      .loginAs(admin)
    response.assertStatus(200)
  })

  test("404: another learner's order, an unpaid order, an unknown id", async ({ client }) => {
    const { order } = await paidOrder(50000)
    const stranger = await UserFactory.create()
    const theirs = await client
      .get(`${API}/orders/${order.id}/invoice`)
      .withGuard('api')
      .loginAs(stranger)
    theirs.assertStatus(404)

    const { order: open } = await openOrder(stranger, 50000)
    const unpaid = await client
      .get(`${API}/orders/${open.id}/invoice`)
      .withGuard('api')
      .loginAs(stranger)
    unpaid.assertStatus(404)

    const unknown = await client
      .get(`${API}/orders/not-an-id/invoice`)
      .withGuard('api')
      .loginAs(stranger)
    unknown.assertStatus(404)
  })

  test('401 signed out', async ({ client }) => {
    const { order } = await paidOrder(50000)
    const response = await client.get(`${API}/orders/${order.id}/invoice`)
    response.assertStatus(401)
  })
})
