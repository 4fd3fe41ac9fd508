import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import ApiException from '#core/exceptions/api_exception'
import TransactionsService, { transactionFilters } from '#admin/services/transactions_service'
import { exportFilename, transactionsCsvStream, OrderTransformer, orderRow } from '#payments'
import { transactionsValidator } from '#admin/validators/transactions'
import { mergeFilterSources } from '#store'
import { ok } from '#core/transformers/envelope'

/** The admin's transactions (orders of every learner): list, detail, CSV export. */
@inject()
export default class TransactionsController {
  constructor(private transactions: TransactionsService) {}

  /**
   * GET|POST /payment/transactions (admin): page, limit (1-100, 20), status,
   * kind, search, from, to; from the query string or the JSON body.
   */
  async index(ctx: HttpContext) {
    const raw = mergeFilterSources(ctx.request.qs(), ctx.request.body())
    const input = await transactionsValidator.validate(raw)
    const { orders, meta } = await this.transactions.page(transactionFilters(input))
    return ok('Transactions fetched successfully', {
      data: await ctx.serialize(OrderTransformer.transform(orders)),
      meta,
    })
  }

  /** GET /payment/transactions/:id (admin): by our id or Razorpay's order id. */
  async show({ params }: HttpContext) {
    const order = await this.transactions.find(String(params.id))
    if (!order) throw new ApiException('Transaction not found', { status: 404 })
    return ok('Transaction fetched successfully', { data: orderRow(order) })
  }

  /**
   * GET /payment/transactions/export (admin): every order matching the list's
   * filters (page and limit are ignored) as a CSV download, streamed batch by
   * batch.
   */
  async export({ request, response }: HttpContext) {
    const input = await transactionsValidator.validate(request.qs())
    const filters = transactionFilters(input)
    const csv = transactionsCsvStream(this.transactions.batches(filters))
    csv.on('error', (error) => {
      logger.error({ err: error }, 'transactions export failed while streaming')
    })
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header(
      'Content-Disposition',
      `attachment; filename="${exportFilename(DateTime.utc())}"`
    )
    response.header('Cache-Control', 'no-store')
    response.stream(csv, () => ['Could not export the transactions', 500])
  }
}
