import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import TransactionsService, { transactionFilters } from '#services/payments/transactions_service'
import { mergeFilterSources } from '#services/store_filters'
import OrderTransformer from '#transformers/order_transformer'
import { transactionsValidator } from '#validators/payments'

/** The admin's transactions list (orders of every learner). */
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
    return {
      success: true,
      message: 'Transactions fetched successfully',
      data: await ctx.serialize(OrderTransformer.transform(orders)),
      meta,
    }
  }
}
