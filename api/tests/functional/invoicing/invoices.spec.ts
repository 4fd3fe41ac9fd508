import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import Invoice from '#invoicing/models/invoice'
import CreditNote from '#invoicing/models/credit_note'
import Refund from '#payments/models/refund'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { confirmations, withFakeMail } from '../payments/helpers.js'
import { API, SELLER, paidOrder, pdfText, withSeller, openOrder, payOrder } from './helpers.js'

function invoiceOf(orderId: string) {
  return Invoice.findByOrFail('order_id', orderId)
}

test.group('Invoices: issued when an order is paid', (group) => {
  withCleanDatabase(group)
  withSeller(group)
  const fake = withFakeMail(group)

  test('a buyer in another state: IGST 18%, one mail with the invoice attached', async ({
    assert,
  }) => {
    const { learner, order } = await paidOrder(118000, { state: '27' })
    const invoice = await invoiceOf(order.id)
    assert.match(invoice.number, /^PS\/\d{2}-\d{2}\/000001$/)
    assert.equal(invoice.kind, 'tax_invoice')
    assert.equal(invoice.placeOfSupply, '27')
    assert.deepEqual(
      [invoice.taxablePaise, invoice.cgstPaise, invoice.sgstPaise, invoice.igstPaise],
      [100000, 0, 0, 18000]
    )
    assert.equal(invoice.buyerEmail, learner.email)
    assert.equal(invoice.sac, '999293')

    const mails = await confirmations(fake.mailer)
    assert.lengthOf(mails, 1)
    const message = mails[0].message.toJSON().message as any
    assert.lengthOf(message.attachments, 1)
    const attachment = message.attachments[0]
    assert.equal(attachment.filename, `${invoice.number.replaceAll('/', '-')}.pdf`)
    // toJSON() writes the bytes as text in the given encoding (base64)
    const bytes = Buffer.from(attachment.content, attachment.encoding)
    assert.equal(attachment.contentType, 'application/pdf')
    const text = await pdfText(bytes)
    assert.include(text, invoice.number)
    assert.include(text, 'IGST @ 18%')
    assert.include(text, '₹180.00')
    assert.include(text, 'Rupees One Thousand One Hundred Eighty Only')
  })

  test('a buyer in the seller state: CGST and SGST 9% each', async ({ assert }) => {
    const { order } = await paidOrder(49900, { state: '29' })
    const invoice = await invoiceOf(order.id)
    assert.deepEqual(
      [invoice.taxablePaise, invoice.cgstPaise, invoice.sgstPaise, invoice.igstPaise],
      [42288, 3806, 3806, 0]
    )
  })

  test("an unknown buyer state (the old client's purchases): the seller's state", async ({
    assert,
  }) => {
    const { order } = await paidOrder(118000, { state: null })
    const invoice = await invoiceOf(order.id)
    assert.isNull(invoice.buyerState)
    assert.equal(invoice.placeOfSupply, SELLER.state)
    assert.deepEqual([invoice.cgstPaise, invoice.sgstPaise, invoice.igstPaise], [9000, 9000, 0])
  })

  test('a discounted order: the discount line is the list price less what was paid', async ({
    assert,
  }) => {
    const { order } = await paidOrder(119900, { state: '29', listPricePaise: 149900 })
    const invoice = await invoiceOf(order.id)
    assert.equal(invoice.listPricePaise, 149900)
    assert.equal(invoice.discountPaise, 30000)
    assert.equal(invoice.totalPaise, 119900)
    assert.equal(invoice.taxablePaise, 101610)
  })

  test('paying again (webhook after verify) issues no second invoice nor mail', async ({
    assert,
  }) => {
    const learner = await UserFactory.create()
    const { order } = await openOrder(learner, 59900)
    await Promise.all([payOrder(order), payOrder(order), payOrder(order)])
    const invoices = await Invoice.query().where('order_id', order.id)
    assert.lengthOf(invoices, 1)
    assert.lengthOf(await confirmations(fake.mailer), 1)
  })
})

test.group('Invoices: without a GSTIN, receipts', (group) => {
  withCleanDatabase(group)
  withSeller(group, { gstin: null })
  withFakeMail(group)

  test('the PDF is a receipt and says it is not a tax invoice', async ({ client, assert }) => {
    const { learner, order } = await paidOrder(118000, { state: '27' })
    const invoice = await invoiceOf(order.id)
    assert.equal(invoice.kind, 'receipt')
    assert.equal(invoice.taxablePaise, 118000)
    assert.equal(invoice.igstPaise + invoice.cgstPaise + invoice.sgstPaise, 0)

    const response = await client
      .get(`${API}/orders/${order.id}/invoice`)
      .withGuard('api')
      .loginAs(learner)
    response.assertStatus(200)
    const text = await pdfText(response.body())
    assert.include(text, 'RECEIPT')
    assert.include(text, 'Not a tax invoice')
    assert.notInclude(text, 'GST @')
    assert.include(text, '₹1,180.00')
  })
})

test.group('Invoices: credit notes of refunds', (group) => {
  withCleanDatabase(group)
  withSeller(group)
  withFakeMail(group)

  async function processedRefund(orderId: string, amountPaise: number, reason = 'Changed mind') {
    const refund = await Refund.create({
      orderId,
      amountPaise,
      currency: 'INR',
      reason,
      status: 'processed',
      gatewayRefundId: null,
      failureReason: null,
      requestedBy: null,
      revokedAccess: false,
    })
    await emitter.emit('refund:processed', { refundId: refund.id, orderId })
    return refund
  }

  test("a partial refund's credit note, then the rest: the invoice nets to zero", async ({
    client,
    assert,
  }) => {
    const { learner, order } = await paidOrder(119900, { state: '27' })
    const invoice = await invoiceOf(order.id)
    const first = await processedRefund(order.id, 50000, 'Partial refund')
    // a repeated event issues nothing new
    await emitter.emit('refund:processed', { refundId: first.id, orderId: order.id })
    const notes = await CreditNote.query().where('invoice_id', invoice.id)
    assert.lengthOf(notes, 1)
    const [note] = notes
    assert.match(note.number, /^CN\/\d{2}-\d{2}\/000001$/)
    assert.deepEqual(
      [note.taxablePaise, note.cgstPaise, note.sgstPaise, note.igstPaise, note.totalPaise],
      [42373, 0, 0, 7627, 50000]
    )

    await processedRefund(order.id, 69900)
    const all = await CreditNote.query().where('invoice_id', invoice.id).orderBy('sequence')
    assert.deepEqual(
      all.map((n) => n.number.slice(-6)),
      ['000001', '000002']
    )
    const sum = (key: 'taxablePaise' | 'igstPaise' | 'totalPaise') =>
      all.reduce((total, n) => total + n[key], 0)
    assert.equal(sum('taxablePaise'), invoice.taxablePaise)
    assert.equal(sum('igstPaise'), invoice.igstPaise)
    assert.equal(sum('totalPaise'), invoice.totalPaise)

    const response = await client
      .get(`${API}/orders/${order.id}/credit-notes/${note.id}`)
      .withGuard('api')
      .loginAs(learner)
    response.assertStatus(200)
    const text = await pdfText(response.body())
    assert.include(text, 'CREDIT NOTE')
    assert.include(text, note.number)
    assert.include(text, invoice.number)
    assert.include(text, 'IGST @ 18%')
    assert.include(text, '₹500.00')
    assert.include(text, 'Partial refund')
  })

  test('another learner cannot read the credit note', async ({ client }) => {
    const { order } = await paidOrder(50000)
    await processedRefund(order.id, 50000)
    const note = await CreditNote.firstOrFail()
    const stranger = await UserFactory.create()
    const response = await client
      .get(`${API}/orders/${order.id}/credit-notes/${note.id}`)
      .withGuard('api')
      .loginAs(stranger)
    response.assertStatus(404)
  })
})
