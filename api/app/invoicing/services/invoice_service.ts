import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { indianStateName } from '@pathshala/shared'
import { User } from '#accounts'
import { Course } from '#catalogue'
import { StoreItem } from '#store'
import { Order } from '#payments'
import Invoice from '#invoicing/models/invoice'
import { documentNumber, financialYear, splitTax } from '#invoicing/services/gst'
import { nextSequence } from '#invoicing/services/document_numbers'
import { invoiceSettings } from '#invoicing/services/settings'

/** Orders whose money is in: they get an invoice. */
const PAID = ['paid', 'fulfilled']

/**
 * Issues the invoice of a paid order (docs/decisions.md#gst-invoices): a tax invoice when a
 * GSTIN is configured, else a receipt. One per order, whatever the number of calls: the order
 * row is locked while its invoice is looked for and made, and the number comes from the
 * financial year's counter locked in the same transaction.
 */
export default class InvoiceService {
  /** The order's invoice, issued now if it has none; null for an unknown or unpaid order. */
  async issueForOrder(orderId: string): Promise<Invoice | null> {
    return db.transaction(async (trx) => {
      const order = await Order.query({ client: trx }).where('id', orderId).forUpdate().first()
      if (!order) return null
      const existing = await Invoice.query({ client: trx }).where('order_id', order.id).first()
      if (existing || !PAID.includes(order.status)) return existing ?? null

      const settings = invoiceSettings()
      const [user, description] = await Promise.all([
        User.findOrFail(order.userId, { client: trx }),
        itemDescription(order, trx),
      ])
      const placeOfSupply = user.state ?? settings.seller.state
      const taxed = settings.seller.gstin !== null
      const split = splitTax(order.amountPaise, {
        inclusive: true,
        intraState: placeOfSupply === settings.seller.state,
        taxed,
      })
      const listPricePaise = order.listPricePaise ?? order.amountPaise
      const issuedAt = DateTime.utc()
      const year = financialYear(issuedAt)
      const sequence = await nextSequence(trx, 'invoice', year)
      return Invoice.create(
        {
          orderId: order.id,
          userId: user.id,
          number: documentNumber(settings.invoicePrefix, year, sequence),
          kind: taxed ? 'tax_invoice' : 'receipt',
          financialYear: year,
          sequence,
          issuedAt,
          seller: settings.seller,
          buyerName: user.fullName.slice(0, 120),
          buyerEmail: user.email,
          buyerState: user.state ?? null,
          placeOfSupply,
          sac: settings.sac,
          description: description.slice(0, 300),
          listPricePaise,
          discountPaise: Math.max(0, listPricePaise - order.amountPaise),
          ...split,
        },
        { client: trx }
      )
    })
  }
}

/** 'Course: Physics for JEE' / 'Study Notes: Organic Chemistry'. */
async function itemDescription(order: Order, client: TransactionClientContract) {
  if (order.itemKind === 'course') {
    const course = await Course.find(order.courseId, { client })
    return `Course: ${course?.courseName ?? 'course'}`
  }
  const item = await StoreItem.find(order.storeItemId, { client })
  return `Study material: ${item?.title ?? 'item'}`
}

/** '29 - Karnataka' as a place of supply reads. */
export function placeOfSupplyLabel(code: string | null) {
  if (!code) return 'Not known'
  return `${code} - ${indianStateName(code) ?? 'Unknown'}`
}
