import { inject } from '@adonisjs/core'
import DashboardService from '#admin/services/dashboard_service'
import { ok } from '#core/transformers/envelope'

/** The admin's dashboard figures. */
@inject()
export default class AdminDashboardController {
  constructor(private dashboard: DashboardService) {}

  /** GET /admin/dashboard (admin): computed at most every DASHBOARD_CACHE_SECONDS (30). */
  async show() {
    return ok('Dashboard fetched successfully', { data: await this.dashboard.current() })
  }
}
