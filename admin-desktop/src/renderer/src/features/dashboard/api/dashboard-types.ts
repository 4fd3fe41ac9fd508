import type { AnswerOf } from '../../../../../shared/api-contract.ts'

/** The dashboard as GET /admin/dashboard answers it (the API's generated contract). */
export type AdminDashboard = AnswerOf<'GET', '/admin/dashboard'>['data']

/** A figure: this period, the one before, and the change in percent. */
export type DashboardFigure = AdminDashboard['revenuePaise']

/** One day of the revenue chart. */
export type DashboardDay = AdminDashboard['dailyRevenue'][number]
