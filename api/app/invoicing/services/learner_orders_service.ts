import { Order } from '#payments'
import { listMeta } from '#core/transformers/paging'
import Invoice from '#invoicing/models/invoice'
import CreditNote from '#invoicing/models/credit_note'
import type { OrderWithInvoice } from '#invoicing/transformers/learner_order'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A learner's orders with their invoices and credit notes ("My orders"). */
export default class LearnerOrdersService {
  /** Newest first. */
  async page(userId: string, page: number, limit: number) {
    const result = await Order.query()
      .where('user_id', userId)
      .preload('course')
      .preload('storeItem')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(page, limit)
    const orders = result.all()
    const invoices = orders.length
      ? await Invoice.query()
          .whereIn(
            'order_id',
            orders.map((order) => order.id)
          )
          .preload('creditNotes', (notes) => notes.orderBy('issued_at', 'asc'))
      : []
    const byOrder = new Map(invoices.map((invoice) => [invoice.orderId, invoice]))
    const rows: OrderWithInvoice[] = orders.map((order) => {
      const invoice = byOrder.get(order.id) ?? null
      return { order, invoice, creditNotes: invoice?.creditNotes ?? [] }
    })
    return {
      rows,
      meta: listMeta({ page, perPage: limit, total: result.total }),
    }
  }

  /** The invoice of an order the caller may see (theirs, or any for an admin); else null. */
  async invoiceFor(orderId: string, viewer: { id: string; isAdmin: boolean }) {
    if (!UUID.test(orderId)) return null
    const order = await Order.find(orderId.toLowerCase())
    if (!order || (order.userId !== viewer.id && !viewer.isAdmin)) return null
    const invoice = await Invoice.findBy('order_id', order.id)
    return invoice ? { order, invoice } : null
  }

  /** A credit note of an order the caller may see; else null. */
  async creditNoteFor(
    orderId: string,
    creditNoteId: string,
    viewer: { id: string; isAdmin: boolean }
  ) {
    if (!UUID.test(creditNoteId)) return null
    const found = await this.invoiceFor(orderId, viewer)
    if (!found) return null
    const note = await CreditNote.query()
      .where('id', creditNoteId.toLowerCase())
      .where('invoice_id', found.invoice.id)
      .first()
    return note ? { ...found, note } : null
  }
}
