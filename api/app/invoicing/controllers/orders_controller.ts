import type { HttpContext } from '@adonisjs/core/http'
import ApiException from '#core/exceptions/api_exception'
import { ok } from '#core/transformers/envelope'
import LearnerOrdersService from '#invoicing/services/learner_orders_service'
import { learnerOrderRow } from '#invoicing/transformers/learner_order'
import { learnerOrdersValidator } from '#invoicing/validators/orders'
import { creditNotePdf, documentFilename, invoicePdf } from '#invoicing/services/invoice_pdf'

/** The signed-in learner's orders and their invoices (docs/api-contract.md#orders-and-invoices). */
export default class OrdersController {
  private orders = new LearnerOrdersService()

  /** GET /orders: page, limit (1-100, 20) -> data [order], meta; newest first. */
  async index({ auth, request }: HttpContext) {
    const input = await learnerOrdersValidator.validate(request.qs())
    const { rows, meta } = await this.orders.page(
      auth.getUserOrFail().id,
      input.page ?? 1,
      input.limit ?? 20
    )
    return ok('Orders fetched successfully', { data: rows.map(learnerOrderRow), meta })
  }

  /** GET /orders/:id/invoice: the PDF; the order's learner or an admin, else 404. */
  async invoice({ auth, params, response }: HttpContext) {
    const found = await this.orders.invoiceFor(String(params.id), auth.getUserOrFail())
    if (!found) throw new ApiException('Invoice not found', { status: 404 })
    const pdf = await invoicePdf(found.invoice, found.order.receipt)
    sendPdf(response, pdf, documentFilename(found.invoice.number))
  }

  /** GET /orders/:id/credit-notes/:creditNoteId: a refund's credit note PDF, as the invoice. */
  async creditNote({ auth, params, response }: HttpContext) {
    const found = await this.orders.creditNoteFor(
      String(params.id),
      String(params.creditNoteId),
      auth.getUserOrFail()
    )
    if (!found) throw new ApiException('Credit note not found', { status: 404 })
    const pdf = await creditNotePdf(found.note, found.invoice)
    sendPdf(response, pdf, documentFilename(found.note.number))
  }
}

function sendPdf(response: HttpContext['response'], pdf: Buffer, filename: string) {
  response.header('Content-Type', 'application/pdf')
  response.header('Content-Disposition', `attachment; filename="${filename}"`)
  response.header('Cache-Control', 'private, no-store')
  response.send(pdf)
}
