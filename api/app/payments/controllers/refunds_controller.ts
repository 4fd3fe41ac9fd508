import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import RefundService, { REFUND_MESSAGES as M } from '#payments/services/refund_service'
import { createRefundValidator, refundsListValidator } from '#payments/validators/refunds'
import { refundRow, refundTotals } from '#payments/transformers/refund_transformer'
import { ok } from '#core/transformers/envelope'
import { listMeta } from '#core/transformers/paging'

/** An order's refunds (admin): ask for one, list them (docs/decisions.md#refunds). */
@inject()
export default class RefundsController {
  constructor(private refunds: RefundService) {}

  /** GET /orders/:id/refunds (admin): page, limit (1-100, 20); newest first, with totals. */
  async index({ params, request }: HttpContext) {
    const input = await refundsListValidator.validate(request.qs())
    const page = input.page ?? 1
    const limit = input.limit ?? 20
    const { refunds, total, totals } = await this.refunds.page(String(params.id), page, limit)
    return ok(M.listed, {
      data: refunds.map(refundRow),
      meta: listMeta({ page, perPage: limit, total }),
      totals: refundTotals(totals),
    })
  }

  /**
   * POST /orders/:id/refunds (admin): amountPaise (optional: all that remains), reason ->
   * 201 the refund (pending until Razorpay's webhook) and the order's totals.
   */
  async store({ params, request, response, auth }: HttpContext) {
    const input = await createRefundValidator.validate(request.body())
    const { refund, order } = await this.refunds.request(
      String(params.id),
      { amountPaise: input.amountPaise, reason: input.reason },
      auth.user?.id ?? null
    )
    const totals = await this.refunds.totals(order)
    return response.created(
      ok(refund.status === 'processed' ? M.processed : M.requested, {
        data: refundRow(refund),
        totals: refundTotals(totals),
      })
    )
  }
}
