import type { Order, OrderItemKind, OrderStatus } from '#payments'
import type Invoice from '#invoicing/models/invoice'
import type { InvoiceKind } from '#invoicing/models/invoice'
import type CreditNote from '#invoicing/models/credit_note'
import { isoDate } from '#core/transformers/iso_date'

/** A credit note (refund) of an order, as My orders lists it. */
export interface LearnerCreditNote {
  _id: string
  number: string
  /** paise given back, GST included */
  totalPaise: number
  /** ISO 8601 */
  issuedAt: string
}

/** One order of the signed-in learner, as "My orders" shows it. Money in paise. */
export interface LearnerOrder {
  _id: string
  /** the order number the learner quotes to support (PS-261121-7KQ2M9XH) */
  number: string
  items: { _id: string; kind: OrderItemKind; title: string | null }[]
  /** the item's price before any discount */
  pricePaise: number
  discountPaise: number
  /** GST in what was paid (CGST + SGST or IGST); null until invoiced */
  taxPaise: number | null
  /** what was charged */
  amountPaise: number
  status: OrderStatus
  /** ISO 8601: when the order was made */
  createdAt: string
  /** ISO 8601: when it was paid, if it was */
  paidAt: string | null
  /** the order's invoice (or receipt), once paid */
  invoice: { number: string; kind: InvoiceKind; issuedAt: string } | null
  creditNotes: LearnerCreditNote[]
}

export interface OrderWithInvoice {
  order: Order
  invoice: Invoice | null
  creditNotes: CreditNote[]
}

/** Needs `course` and `storeItem` preloaded. */
export function learnerOrderRow({ order, invoice, creditNotes }: OrderWithInvoice): LearnerOrder {
  const title =
    order.itemKind === 'course'
      ? (order.course?.courseName ?? null)
      : (order.storeItem?.title ?? null)
  const pricePaise = order.listPricePaise ?? order.amountPaise
  return {
    _id: order.id,
    number: order.receipt,
    items: [{ _id: (order.courseId ?? order.storeItemId)!, kind: order.itemKind, title }],
    pricePaise,
    discountPaise: Math.max(0, pricePaise - order.amountPaise),
    taxPaise: invoice ? invoice.taxPaise : null,
    amountPaise: order.amountPaise,
    status: order.status,
    createdAt: isoDate(order.createdAt),
    paidAt: order.paidAt ? isoDate(order.paidAt) : null,
    invoice: invoice
      ? { number: invoice.number, kind: invoice.kind, issuedAt: isoDate(invoice.issuedAt) }
      : null,
    creditNotes: creditNotes.map((note) => ({
      _id: note.id,
      number: note.number,
      totalPaise: note.totalPaise,
      issuedAt: isoDate(note.issuedAt),
    })),
  }
}
