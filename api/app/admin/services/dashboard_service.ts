import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type {
  AdminDashboard,
  DashboardDay,
  DashboardFigure,
  DashboardTopCourse,
  DashboardTopStoreItem,
} from '#admin/services/dashboard_types'
import env from '#start/env'
import { Order, OrderTransformer, refundColumns } from '#payments'
import { ListingCache } from '#core/services/listing_cache'

/**
 * The business runs on Indian days: a sale at 01:00 IST belongs to that
 * calendar day for the staff (and in Razorpay's own reports), not to the
 * previous UTC day. India has no daylight saving, so every day is 24 hours.
 */
export const DASHBOARD_TIME_ZONE = 'Asia/Kolkata'
export const DASHBOARD_DAYS = 30
const TOP_COUNT = 5
const RECENT_COUNT = 5

/**
 * At the benchmark's size (a million orders, a quarter of them in the last
 * 30 days) the figures cost PostgreSQL several hundred milliseconds of CPU,
 * so they are computed at most once per this many seconds and shared by every
 * admin asking meanwhile (concurrent asks share one computation). The answer
 * says when it was computed (`generatedAt`).
 */
const dashboardCache = new ListingCache(
  env.get('DASHBOARD_CACHE_SECONDS') ?? (env.get('NODE_ENV') === 'test' ? 0 : 30),
  1
)

/** Orders whose money came in; the partial index orders_revenue_paid_at covers exactly these. */
const PAID = `status IN ('paid', 'fulfilled')`

export interface DashboardWindow {
  now: DateTime
  /** Start of the first of the 30 days (midnight in the dashboard's zone) */
  from: DateTime
  previousFrom: DateTime
  /** The same time of day as `now`, 30 days earlier */
  previousTo: DateTime
}

/** The last 30 days up to `now` and the 30 before, cut at the same time of day. */
export function dashboardWindow(now: DateTime = DateTime.utc()): DashboardWindow {
  const from = now
    .setZone(DASHBOARD_TIME_ZONE)
    .startOf('day')
    .minus({ days: DASHBOARD_DAYS - 1 })
  return {
    now,
    from,
    previousFrom: from.minus({ days: DASHBOARD_DAYS }),
    previousTo: now.minus({ days: DASHBOARD_DAYS }),
  }
}

export function figure(current: number, previous: number): DashboardFigure {
  const changePercent =
    previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10
  return { current, previous, changePercent }
}

const utcIso = (moment: DateTime) => moment.toUTC().toISO()!

interface CountsRow {
  revenue_previous: string
  orders_previous: number
  enrolments_current: number
  enrolments_previous: number
  purchases_current: number
  purchases_previous: number
  learners_current: number
  learners_previous: number
}

interface RefundsRow {
  refunds_current: string
  refunds_previous: string
  count_current: number
  count_previous: number
}

interface DayRow {
  day: string
  revenue: string
  orders: number
}

interface TopRow {
  kind: 'course' | 'store_item'
  id: string
  title: string
  type: string | null
  orders: number
  revenue: string
}

/**
 * The admin's dashboard, aggregated in PostgreSQL: four statements whatever
 * the data size (the counts, the days, the top sellers, the recent sales with
 * their learners and items preloaded), each answered from an index.
 */
export default class DashboardService {
  /** The figures as of now, or as of at most DASHBOARD_CACHE_SECONDS ago. */
  current(): Promise<AdminDashboard> {
    return dashboardCache.remember('dashboard', () => this.summary())
  }

  async summary(window = dashboardWindow()): Promise<AdminDashboard> {
    const [counts, refunds, days, top, recent] = await Promise.all([
      this.#counts(window),
      this.#refunds(window),
      this.#days(window),
      this.#top(window),
      this.#recent(),
    ])

    const dailyRevenue = this.#fillDays(window, days)
    const revenue = dailyRevenue.reduce((sum, day) => sum + day.revenuePaise, 0)
    const paidOrders = dailyRevenue.reduce((sum, day) => sum + day.orders, 0)

    const topCourses: DashboardTopCourse[] = []
    const topStoreItems: DashboardTopStoreItem[] = []
    for (const row of top) {
      const entry = { _id: row.id, title: row.title, orders: row.orders }
      if (row.kind === 'course') {
        topCourses.push({ ...entry, revenuePaise: Number(row.revenue) })
      } else {
        topStoreItems.push({
          ...entry,
          type: row.type as DashboardTopStoreItem['type'],
          revenuePaise: Number(row.revenue),
        })
      }
    }

    return {
      generatedAt: utcIso(window.now),
      timeZone: DASHBOARD_TIME_ZONE,
      period: { from: utcIso(window.from), to: utcIso(window.now), days: DASHBOARD_DAYS },
      previousPeriod: { from: utcIso(window.previousFrom), to: utcIso(window.previousTo) },
      revenuePaise: figure(revenue, Number(counts.revenue_previous)),
      refundsPaise: figure(Number(refunds.refunds_current), Number(refunds.refunds_previous)),
      refunds: figure(refunds.count_current, refunds.count_previous),
      netRevenuePaise: figure(
        revenue - Number(refunds.refunds_current),
        Number(counts.revenue_previous) - Number(refunds.refunds_previous)
      ),
      paidOrders: figure(paidOrders, counts.orders_previous),
      enrolments: figure(counts.enrolments_current, counts.enrolments_previous),
      purchases: figure(counts.purchases_current, counts.purchases_previous),
      newLearners: figure(counts.learners_current, counts.learners_previous),
      dailyRevenue,
      topCourses,
      topStoreItems,
      recentOrders: OrderTransformer.rows(recent),
    }
  }

  /** Every figure but the current revenue (the days give it), in one statement. */
  async #counts({ now, from, previousFrom, previousTo }: DashboardWindow): Promise<CountsRow> {
    const current = [from.toJSDate(), now.toJSDate()]
    const previous = [previousFrom.toJSDate(), previousTo.toJSDate()]
    const created = (table: string, extra = '') =>
      `(SELECT count(*)::int FROM ${table} WHERE ${extra}created_at >= ? AND created_at <= ?)`
    const student = "account_type = 'Student' AND "
    // bindings follow the text: the select list's subqueries, then the FROM clause
    const { rows } = await db.rawQuery<{ rows: CountsRow[] }>(
      `SELECT previous.revenue AS revenue_previous, previous.orders AS orders_previous,
              ${created('enrolments')} AS enrolments_current,
              ${created('enrolments')} AS enrolments_previous,
              ${created('purchases')} AS purchases_current,
              ${created('purchases')} AS purchases_previous,
              ${created('users', student)} AS learners_current,
              ${created('users', student)} AS learners_previous
       FROM (SELECT coalesce(sum(amount_paise), 0)::bigint AS revenue, count(*)::int AS orders
             FROM orders WHERE ${PAID} AND paid_at >= ? AND paid_at <= ?) AS previous`,
      [...current, ...previous, ...current, ...previous, ...current, ...previous, ...previous]
    )
    return rows[0]
  }

  /**
   * Refunds Razorpay processed in the period and the one before, by the moment they were
   * processed (the index refunds (status, processed_at)).
   */
  async #refunds({ now, from, previousFrom, previousTo }: DashboardWindow): Promise<RefundsRow> {
    const current = `processed_at >= ? AND processed_at <= ?`
    const previous = `processed_at >= ? AND processed_at <= ?`
    const { rows } = await db.rawQuery<{ rows: RefundsRow[] }>(
      `SELECT coalesce(sum(amount_paise) FILTER (WHERE ${current}), 0)::bigint AS refunds_current,
              coalesce(sum(amount_paise) FILTER (WHERE ${previous}), 0)::bigint AS refunds_previous,
              (count(*) FILTER (WHERE ${current}))::int AS count_current,
              (count(*) FILTER (WHERE ${previous}))::int AS count_previous
       FROM refunds WHERE status = 'processed' AND processed_at >= ? AND processed_at <= ?`,
      [
        from.toJSDate(),
        now.toJSDate(),
        previousFrom.toJSDate(),
        previousTo.toJSDate(),
        from.toJSDate(),
        now.toJSDate(),
        previousFrom.toJSDate(),
        previousTo.toJSDate(),
        previousFrom.toJSDate(),
        now.toJSDate(),
      ]
    )
    return rows[0]
  }

  /** Revenue and paid orders per day of the period (days without sales are absent here). */
  async #days({ now, from }: DashboardWindow): Promise<DayRow[]> {
    const { rows } = await db.rawQuery<{ rows: DayRow[] }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, revenue, orders
       FROM (SELECT (paid_at AT TIME ZONE '${DASHBOARD_TIME_ZONE}')::date AS day,
                    sum(amount_paise)::bigint AS revenue, count(*)::int AS orders
             FROM orders WHERE ${PAID} AND paid_at >= ? AND paid_at <= ?
             GROUP BY 1) days`,
      [from.toJSDate(), now.toJSDate()]
    )
    return rows
  }

  /**
   * The five best-selling courses and store items of the period, by revenue:
   * one pass over the period's paid orders, ranked per kind, names joined
   * for the ten winners only.
   */
  async #top({ now, from }: DashboardWindow): Promise<TopRow[]> {
    const { rows } = await db.rawQuery<{ rows: TopRow[] }>(
      `WITH sellers AS (
         SELECT item_kind AS kind, coalesce(course_id, store_item_id) AS id,
                count(*)::int AS orders, sum(amount_paise)::bigint AS revenue
         FROM orders WHERE ${PAID} AND paid_at >= ? AND paid_at <= ?
         GROUP BY item_kind, coalesce(course_id, store_item_id)
       ), ranked AS (
         SELECT sellers.*,
                row_number() OVER (PARTITION BY kind ORDER BY revenue DESC, id) AS place
         FROM sellers
       )
       SELECT ranked.kind, ranked.id, coalesce(c.course_name, i.title) AS title, i.type,
              ranked.orders, ranked.revenue
       FROM ranked
       LEFT JOIN courses c ON ranked.kind = 'course' AND c.id = ranked.id
       LEFT JOIN store_items i ON ranked.kind = 'store_item' AND i.id = ranked.id
       WHERE ranked.place <= ${TOP_COUNT}
       ORDER BY ranked.kind, ranked.revenue DESC, ranked.id`,
      [from.toJSDate(), now.toJSDate()]
    )
    return rows
  }

  /** The latest paid orders, newest payment first. */
  #recent() {
    return Order.query()
      .select('orders.*', ...refundColumns())
      .whereIn('status', ['paid', 'fulfilled'])
      .whereNotNull('paid_at')
      .preload('user', (user) => user.select('id', 'first_name', 'last_name', 'email'))
      .preload('course', (course) => course.select('id', 'course_name'))
      .preload('storeItem', (item) => item.select('id', 'title', 'type'))
      .orderBy('paid_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_COUNT)
  }

  /** One entry per day of the period, oldest first, with zeros for days without sales. */
  #fillDays({ from }: DashboardWindow, rows: DayRow[]): DashboardDay[] {
    const byDay = new Map(rows.map((row) => [row.day, row]))
    return Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
      const date = from.plus({ days: index }).toISODate()!
      const row = byDay.get(date)
      return {
        date,
        revenuePaise: row ? Number(row.revenue) : 0,
        orders: row ? row.orders : 0,
      }
    })
  }
}
