import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Coupon from '#coupons/models/coupon'
import { discountFor, normalCode } from '#coupons/services/coupon_pricing'
import { couponRefused } from '#coupons/services/coupon_refusal'

export type CouponItemKind = 'course' | 'store_item'

/** What a coupon is applied to: one course or store item at its list price. */
export interface PricedItem {
  kind: CouponItemKind
  id: string
  pricePaise: number
}

/** The server's price with a coupon. */
export interface CouponPrice {
  coupon: Coupon
  listPricePaise: number
  discountPaise: number
  /** what the learner pays: list price minus discount (0 for a 100% coupon) */
  pricePaise: number
}

export interface Reservation extends CouponPrice {
  redemptionId: string
}

/**
 * A use not released counts against the coupon's limits. A reservation lapses this long after
 * its order was made unless the order was paid (the reconciler releases it); the open order is
 * handed out again for 30 minutes, so a lapsed reservation never has a live order reusing it.
 */
export const RESERVATION_MINUTES = 60

type Client = TransactionClientContract | typeof db

const clientOf = (client: Client) =>
  client === db ? undefined : (client as TransactionClientContract)

/**
 * The coupon rules (docs/coupons.md): what a coupon takes off an item, and its uses. A use is
 * reserved when the order is made (under a lock on the coupon's row, so two learners racing for
 * the last use cannot both have it), kept when the order is paid, released when it lapses. A
 * payment for an order whose reservation lapsed is still honoured: its use is kept, even past
 * the coupon's limit.
 */
export default class CouponService {
  /** The live coupon with this code (any case), or null. */
  findByCode(code: string, client: Client = db) {
    return Coupon.query({ client: clientOf(client) })
      .whereRaw('lower(code) = ?', [normalCode(code)])
      .whereNull('deleted_at')
      .first()
  }

  /** The price of `item` with the coupon `code` for `userId` (when known), or a refusal. */
  async quote(code: string, item: PricedItem, userId: string | null): Promise<CouponPrice> {
    const coupon = await this.findByCode(code)
    if (!coupon) throw couponRefused('unknown', code)
    return this.#priced(db, coupon, code, item, userId)
  }

  /**
   * Reserves one use of the coupon for `userId` buying `item` (status `reserved`, or `kept`
   * when the caller grants at once). The coupon's row is locked for the count and the insert,
   * so uses are counted one at a time. Runs in `trx` when given.
   */
  async reserve(
    code: string,
    item: PricedItem,
    userId: string,
    options: { keep?: boolean; trx?: TransactionClientContract } = {}
  ): Promise<Reservation> {
    const run = async (trx: TransactionClientContract) => {
      const found = await this.findByCode(code, trx)
      if (!found) throw couponRefused('unknown', code)
      const coupon = await Coupon.query({ client: trx })
        .where('id', found.id)
        .forUpdate()
        .firstOrFail()
      const price = await this.#priced(trx, coupon, code, item, userId)
      const redemptionId = randomUUID()
      await trx.table('coupon_redemptions').insert({
        id: redemptionId,
        coupon_id: coupon.id,
        user_id: userId,
        order_id: null,
        item_kind: item.kind,
        course_id: item.kind === 'course' ? item.id : null,
        store_item_id: item.kind === 'store_item' ? item.id : null,
        list_price_paise: price.listPricePaise,
        discount_paise: price.discountPaise,
        status: options.keep ? 'kept' : 'reserved',
        created_at: new Date(),
        updated_at: new Date(),
      })
      return { ...price, redemptionId }
    }
    return options.trx ? run(options.trx) : db.transaction(run)
  }

  /** The order made on a reservation. */
  async attachOrder(redemptionId: string, orderId: string, client: Client = db) {
    await client
      .from('coupon_redemptions')
      .where('id', redemptionId)
      .update({ order_id: orderId, updated_at: new Date() })
  }

  /** Gives a reservation back (its order could not be made). */
  async release(redemptionId: string) {
    await db
      .from('coupon_redemptions')
      .where('id', redemptionId)
      .where('status', 'reserved')
      .update({ status: 'released', released_at: new Date(), updated_at: new Date() })
  }

  /**
   * The order was paid: its use is kept, even when its reservation had lapsed (and the coupon
   * is used up meanwhile: a paid order is never refused). In the payment's transaction.
   */
  async keepForOrder(orderId: string, client: Client = db) {
    await client
      .from('coupon_redemptions')
      .where('order_id', orderId)
      .whereIn('status', ['reserved', 'released'])
      .update({ status: 'kept', released_at: null, updated_at: new Date() })
  }

  /**
   * Releases the reservations whose orders were not paid within RESERVATION_MINUTES (expired or
   * abandoned checkouts), and those left without an order. Answers how many were released.
   */
  async releaseLapsed(olderThanMinutes = RESERVATION_MINUTES) {
    const result = await db.rawQuery(
      `UPDATE coupon_redemptions AS r
          SET status = 'released', released_at = now(), updated_at = now()
        WHERE r.status = 'reserved'
          AND r.created_at <= now() - make_interval(secs => ?)
          AND (r.order_id IS NULL OR EXISTS (
                SELECT 1 FROM orders o
                 WHERE o.id = r.order_id
                   AND o.status IN ('created', 'failed')
                   AND o.created_at <= now() - make_interval(secs => ?)))`,
      [olderThanMinutes * 60, olderThanMinutes * 60]
    )
    return Number(result.rowCount ?? 0)
  }

  async #priced(
    client: Client,
    coupon: Coupon,
    code: string,
    item: PricedItem,
    userId: string | null
  ): Promise<CouponPrice> {
    const now = DateTime.utc()
    if (coupon.paused) throw couponRefused('paused', code)
    if (coupon.validFrom && coupon.validFrom > now) {
      throw couponRefused('not_started', code, coupon.validFrom)
    }
    if (coupon.validUntil && coupon.validUntil <= now) {
      throw couponRefused('expired', code, coupon.validUntil)
    }
    if (item.pricePaise === 0) throw couponRefused('free_item', code, item.kind)
    if (!(await this.#appliesTo(client, coupon, item))) {
      throw couponRefused('not_for_item', code, item.kind)
    }
    if (item.pricePaise < coupon.minOrderPaise) {
      throw couponRefused('min_order', code, coupon.minOrderPaise)
    }
    if (coupon.totalUses !== null) {
      const used = await this.#usesCount(client, coupon.id)
      if (used >= coupon.totalUses) throw couponRefused('used_up', code)
    }
    if (userId && coupon.usesPerLearner !== null) {
      const used = await this.#usesCount(client, coupon.id, userId)
      if (used >= coupon.usesPerLearner) throw couponRefused('learner_limit', code)
    }
    const discountPaise = discountFor(coupon, item.pricePaise)
    return {
      coupon,
      listPricePaise: item.pricePaise,
      discountPaise,
      pricePaise: item.pricePaise - discountPaise,
    }
  }

  async #appliesTo(client: Client, coupon: Coupon, item: PricedItem) {
    if (coupon.appliesTo === 'all') return true
    if (coupon.appliesTo === 'courses') {
      if (item.kind !== 'course') return false
      const row = await client
        .from('coupon_courses')
        .where({ coupon_id: coupon.id, course_id: item.id })
        .first()
      return Boolean(row)
    }
    if (item.kind !== 'store_item') return false
    const row = await client
      .from('coupon_store_items')
      .where({ coupon_id: coupon.id, store_item_id: item.id })
      .first()
    return Boolean(row)
  }

  /** Uses not released (reserved or kept), of everyone or of one learner. */
  async #usesCount(client: Client, couponId: string, userId?: string) {
    const query = client
      .from('coupon_redemptions')
      .where('coupon_id', couponId)
      .whereIn('status', ['reserved', 'kept'])
    if (userId) query.where('user_id', userId)
    const [row] = await query.count('* as n')
    return Number(row.n)
  }
}
