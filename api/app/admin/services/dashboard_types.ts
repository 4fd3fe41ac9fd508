import type { StoreItemType } from '@pathshala/shared'
import type { AdminOrder } from '#payments'

/*
| What GET /admin/dashboard answers in `data` (docs/api-contract.md#admin): the API's own shapes,
| which the admin app reads through the generated contract (docs/api-contract.md#generated-client).
*/

/** A figure of the dashboard: this period, the one before, and the change in percent. */
export interface DashboardFigure {
  current: number
  previous: number
  /** Rounded to one decimal; null when the previous period had nothing to compare with. */
  changePercent: number | null
}

export interface DashboardDay {
  /** The calendar day in the dashboard's time zone, YYYY-MM-DD */
  date: string
  revenuePaise: number
  /** Orders paid that day */
  orders: number
}

export interface DashboardTopCourse {
  _id: string
  title: string
  orders: number
  revenuePaise: number
}

export interface DashboardTopStoreItem {
  _id: string
  title: string
  type: StoreItemType
  orders: number
  revenuePaise: number
}

/**
 * The dashboard. The period is the last 30 calendar days in `timeZone` (Asia/Kolkata, the
 * business's days), today included up to now; the previous period is the 30 days before it,
 * cut at the same time of day, so partial days compare like with like.
 *
 * - revenue: paid orders (status paid or fulfilled), counted on the moment they were paid, gross
 *   of refunds;
 * - refunds: refunds Razorpay processed, counted on the moment they were processed, apart from
 *   revenue; net revenue is revenue less refunds (docs/decisions.md#refunds);
 * - enrolments: courses joined (bought, free or enrolled by an admin);
 * - purchases: store items added to a library (bought or free);
 * - newLearners: Student accounts created.
 */
export interface AdminDashboard {
  /** When these figures were computed (the server reuses them for up to 30 seconds). */
  generatedAt: string
  timeZone: string
  period: { from: string; to: string; days: number }
  previousPeriod: { from: string; to: string }
  revenuePaise: DashboardFigure
  /** Refunds processed in the period (paise), apart from revenue */
  refundsPaise: DashboardFigure
  /** Refunds processed in the period (how many) */
  refunds: DashboardFigure
  /** Revenue less refunds (paise) */
  netRevenuePaise: DashboardFigure
  /** Paid orders in the period */
  paidOrders: DashboardFigure
  enrolments: DashboardFigure
  purchases: DashboardFigure
  newLearners: DashboardFigure
  /** One entry per day of the period, oldest first, days without sales included (0). */
  dailyRevenue: DashboardDay[]
  /** Up to 5, by revenue in the period */
  topCourses: DashboardTopCourse[]
  /** Up to 5, by revenue in the period */
  topStoreItems: DashboardTopStoreItem[]
  /** The 5 latest paid orders, newest payment first */
  recentOrders: AdminOrder[]
}
