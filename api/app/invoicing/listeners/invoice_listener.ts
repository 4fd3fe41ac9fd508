import logger from '@adonisjs/core/services/logger'
import { Order, Refund, sendPaymentConfirmation, type MailAttachment } from '#payments'
import InvoiceService from '#invoicing/services/invoice_service'
import CreditNoteService from '#invoicing/services/credit_note_service'
import { documentFilename, invoicePdf } from '#invoicing/services/invoice_pdf'

/**
 * Payments' events as they concern invoicing (start/events.ts). 'order:paid' (once per order,
 * after its fulfilment committed): the invoice is issued, then the purchase confirmation mail
 * goes out with it attached, so there is one mail per purchase and it comes after the invoice
 * exists; if the invoice cannot be made the mail still goes, without it. 'refund:processed':
 * a credit note for the refund's amount against the order's invoice.
 */
export default class InvoiceListener {
  private invoices = new InvoiceService()
  private creditNotes = new CreditNoteService()

  async orderPaid(event: { orderId: string }) {
    const order = await Order.find(event.orderId)
    if (!order) return
    const attachments: MailAttachment[] = []
    try {
      const invoice = await this.invoices.issueForOrder(order.id)
      if (invoice) {
        attachments.push({
          filename: documentFilename(invoice.number),
          content: await invoicePdf(invoice, order.receipt),
          contentType: 'application/pdf',
        })
      }
    } catch (error) {
      logger.error({ err: error, orderId: order.id }, 'invoicing: the invoice could not be issued')
    }
    await sendPaymentConfirmation(order, attachments)
  }

  async refundProcessed(event: { refundId: string; orderId: string }) {
    try {
      const refund = await Refund.find(event.refundId)
      if (!refund || refund.status !== 'processed') return
      const invoice = await this.invoices.issueForOrder(event.orderId)
      if (!invoice) return
      await this.creditNotes.issue(invoice.id, {
        amountPaise: refund.amountPaise,
        reason: refund.reason,
        refundId: refund.id,
      })
    } catch (error) {
      logger.error({ err: error, ...event }, 'invoicing: the credit note could not be issued')
    }
  }
}
