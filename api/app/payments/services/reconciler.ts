import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { runExclusively } from '#start/runtime/cluster_lock'
import razorpayConfig from '#config/razorpay'
import Order from '#payments/models/order'
import FulfilmentService from '#payments/services/fulfilment_service'
import { CouponService } from '#coupons'
import {
  GatewayUnavailable,
  razorpayGateway,
  type GatewayPayment,
} from '#payments/services/razorpay_gateway'

export interface ReconcileOptions {
  /** Orders younger than this are left to the browser and the webhook. */
  afterMinutes?: number
  /** Orders older than this are no longer asked about. */
  maxAgeDays?: number
  /**
   * The scheduled runs ask about an order less often as it ages (every run
   * in its first hour, about every half hour up to a day, then about every
   * three hours), so abandoned checkouts do not cost a gateway call every
   * few minutes for a week. A run by hand asks about every candidate.
   */
  backoff?: boolean
  /** At most this many orders per run (oldest first). */
  limit?: number
  /**
   * The scheduled runs: skip when a run on any instance started less than
   * this many minutes ago, so N instances still make one run per period.
   */
  notWithinMinutes?: number
}

export interface ReconcileSummary {
  /** orders whose payments were asked for */
  checked: number
  /** orders this run fulfilled */
  fulfilled: number
  /** orders the gateway could not tell about */
  errors: number
  /**
   * this one did nothing: another run was in progress (in this process or on
   * another instance), or one ran less than `notWithinMinutes` ago
   */
  skipped: boolean
}

/** Stop a run after this many gateway failures in a row (the gateway is down). */
const MAX_CONSECUTIVE_ERRORS = 3

let running: Promise<ReconcileSummary> | null = null

const SKIPPED: ReconcileSummary = { checked: 0, fulfilled: 0, errors: 0, skipped: true }
const SCHEDULE_NAME = 'payments-reconciler'

/**
 * Fulfils orders whose payment went through but whose browser never came
 * back and whose webhook never arrived: orders still `created` (or `failed`,
 * which may be paid on a later attempt, or `paid` when granting failed)
 * after a few minutes are looked up at the gateway, and those with a
 * captured payment go through the shared fulfilment routine. Only captured
 * payments count: an authorized one is not money received yet (Razorpay
 * refunds it if it is never captured); its capture reaches us by webhook or
 * on a later run. One run at a time across every instance and the command
 * by hand (a PostgreSQL advisory lock, see start/runtime/cluster_lock.ts); fulfilment is
 * idempotent under its row lock and commits per order, so a run that dies
 * midway leaves each order either fulfilled or untouched.
 */
@inject()
export default class Reconciler {
  constructor(
    private fulfilment: FulfilmentService,
    private coupons: CouponService = new CouponService()
  ) {}

  run(options: ReconcileOptions = {}): Promise<ReconcileSummary> {
    if (running) return Promise.resolve({ ...SKIPPED })
    running = runExclusively('paymentsReconciler', () => this.#runIfDue(options))
      .then((outcome) => (outcome.ran ? outcome.value : { ...SKIPPED }))
      .finally(() => {
        running = null
      })
    return running
  }

  /** Under the cluster lock: the run, unless one started too recently. */
  async #runIfDue(options: ReconcileOptions): Promise<ReconcileSummary> {
    if (options.notWithinMinutes !== undefined) {
      const recent = await db.rawQuery(
        `SELECT 1 FROM scheduled_runs
          WHERE name = ? AND started_at > now() - make_interval(secs => ?)`,
        [SCHEDULE_NAME, options.notWithinMinutes * 60]
      )
      if (recent.rows.length > 0) return { ...SKIPPED }
    }
    await db.rawQuery(
      `INSERT INTO scheduled_runs (name, started_at) VALUES (?, now())
       ON CONFLICT (name) DO UPDATE SET started_at = now(), finished_at = NULL`,
      [SCHEDULE_NAME]
    )
    const summary = await this.#run(options)
    await db.rawQuery('UPDATE scheduled_runs SET finished_at = now() WHERE name = ?', [
      SCHEDULE_NAME,
    ])
    return summary
  }

  /** The orders to ask about, oldest first. */
  candidates(options: ReconcileOptions = {}) {
    const afterMinutes = options.afterMinutes ?? razorpayConfig.reconcileAfterMinutes
    const maxAgeDays = options.maxAgeDays ?? 7
    const now = DateTime.now()
    const query = Order.query()
      .whereIn('status', ['created', 'failed', 'paid'])
      .where('created_at', '<=', now.minus({ minutes: afterMinutes }).toJSDate())
      .where('created_at', '>=', now.minus({ days: maxAgeDays }).toJSDate())
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(options.limit ?? 200)
    if (options.backoff) {
      const every = Math.max(1, razorpayConfig.reconcileEveryMinutes)
      // the n-th run since the order was made asks about it when n is a
      // multiple of the stride for its age
      query.whereRaw(
        `floor(extract(epoch from (now() - created_at)) / 60 / ?)::bigint %
           (CASE WHEN created_at > now() - interval '1 hour' THEN 1
                 WHEN created_at > now() - interval '1 day' THEN ?
                 ELSE ? END) = 0`,
        [every, Math.max(1, Math.round(30 / every)), Math.max(1, Math.round(180 / every))]
      )
    }
    return query
  }

  async #run(options: ReconcileOptions): Promise<ReconcileSummary> {
    const summary: ReconcileSummary = { checked: 0, fulfilled: 0, errors: 0, skipped: false }
    // checkouts still unpaid after the reservation time give their coupon use back
    // (docs/coupons.md); a payment arriving later is still honoured
    const released = await this.coupons.releaseLapsed()
    if (released > 0) logger.info({ released }, 'payments: coupon reservations released')
    if (razorpayConfig.mode === 'disabled') return summary

    const orders = await this.candidates(options)
    let errorsInARow = 0
    for (const order of orders) {
      let payments: GatewayPayment[]
      try {
        payments = await razorpayGateway().fetchOrderPayments(order.gatewayOrderId)
      } catch (error) {
        if (!(error instanceof GatewayUnavailable)) throw error
        summary.errors += 1
        errorsInARow += 1
        if (errorsInARow >= MAX_CONSECUTIVE_ERRORS) break
        continue
      }
      errorsInARow = 0
      summary.checked += 1

      const captured = payments.find((payment) => payment.status === 'captured')
      if (!captured) continue
      try {
        const result = await this.fulfilment.fulfil(
          order.gatewayOrderId,
          { id: captured.id, amountPaise: captured.amount, currency: captured.currency },
          'reconciler'
        )
        if (result.fulfilled) summary.fulfilled += 1
      } catch (error) {
        summary.errors += 1
        logger.error({ err: error, orderId: order.id }, 'payments: reconciler could not fulfil')
      }
    }
    if (summary.fulfilled > 0 || summary.errors > 0) {
      logger.info(summary, 'payments: reconciler run')
    }
    return summary
  }
}
