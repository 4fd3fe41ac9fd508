import { inject } from '@adonisjs/core'
import type { DashboardAnswer } from '@pathshala/shared'
import DashboardService from '#services/admin/dashboard_service'

/** The admin's dashboard figures. */
@inject()
export default class AdminDashboardController {
  constructor(private dashboard: DashboardService) {}

  /** GET /admin/dashboard (admin): computed at most every DASHBOARD_CACHE_SECONDS (30). */
  async show(): Promise<DashboardAnswer> {
    return {
      success: true,
      message: 'Dashboard fetched successfully',
      data: await this.dashboard.current(),
    }
  }
}
