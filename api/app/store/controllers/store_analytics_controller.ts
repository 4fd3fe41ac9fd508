import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreAdminService from '#store/services/store_admin_service'
import { ok } from '#core/transformers/envelope'
import { analyticsValidator } from '#store/validators/store'

@inject()
export default class StoreAnalyticsController {
  constructor(private store: StoreAdminService) {}

  /**
   * POST /store/getBookAnalytics ({ id, days }) and GET /store/books/:id/analytics?days=:
   * sales and revenue of one item per day (admin).
   */
  async show({ params, request }: HttpContext) {
    const { id, days } = await request.validateUsing(analyticsValidator, {
      data: { ...request.qs(), ...request.body() },
    })
    const data = await this.store.analytics(params.id ?? id, days ?? 30)
    return ok('Analytics fetched successfully', { data })
  }
}
