import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Coupon, { type CouponScope, type DiscountType } from '#coupons/models/coupon'
import { normalCode } from '#coupons/services/coupon_pricing'
import { adminCoupon, type CouponUses } from '#coupons/transformers/coupon_transformer'
import type { CouponOrderRow } from '#coupons/transformers/coupon_types'
import { listMeta } from '#core/transformers/paging'
import { containsPattern } from '#core/services/listing_sql'
import ApiException from '#core/exceptions/api_exception'

export interface CouponInput {
  code?: string
  discountType?: DiscountType | string
  discountValue?: number
  minOrderPaise?: number | null
  maxDiscountPaise?: number | null
  validFrom?: string | null
  validUntil?: string | null
  totalUses?: number | null
  usesPerLearner?: number | null
  appliesTo?: CouponScope | string | null
  courseIds?: string[] | null
  storeItemIds?: string[] | null
  paused?: boolean | null
}

export interface CouponListFilters {
  page: number
  limit: number
  search?: string
  code?: string
  status?: 'all' | 'active' | 'paused' | 'expired' | 'scheduled'
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A refusal at a field, answered as the validators' are (422 with `errors`). */
function fieldError(field: string, message: string, rule = 'coupon') {
  return new vineErrors.E_VALIDATION_ERROR([{ field, message, rule }])
}

const moment = (text: string | null | undefined) =>
  text ? DateTime.fromISO(text, { zone: 'utc' }).toUTC() : null

/**
 * The admin's coupons (docs/coupons.md): create, edit, pause and resume, delete (hidden, its
 * orders keep it), the list with uses so far and the discount given, and a coupon's orders.
 * Coupon codes are unique without regard to case among coupons not deleted.
 */
export default class CouponAdminService {
  async page(filters: CouponListFilters) {
    const query = Coupon.query().whereNull('deleted_at')
    if (filters.search) {
      query.whereRaw('lower(code) like ?', [containsPattern(filters.search.toLowerCase())])
    }
    if (filters.code) query.whereRaw('lower(code) = ?', [normalCode(filters.code)])
    const now = new Date()
    switch (filters.status) {
      case 'expired':
        query.whereNotNull('valid_until').where('valid_until', '<=', now)
        break
      case 'paused':
        query.where('paused', true).where((q) => {
          q.whereNull('valid_until').orWhere('valid_until', '>', now)
        })
        break
      case 'scheduled':
        query.where('paused', false).where('valid_from', '>', now)
        break
      case 'active':
        query
          .where('paused', false)
          .where((q) => q.whereNull('valid_from').orWhere('valid_from', '<=', now))
          .where((q) => q.whereNull('valid_until').orWhere('valid_until', '>', now))
        break
    }
    const page = await query
      .preload('courses', (q) => q.select('id', 'course_name'))
      .preload('storeItems', (q) => q.select('id', 'title'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'asc')
      .paginate(filters.page, filters.limit)
    const coupons = page.all()
    const uses = await this.uses(coupons.map((coupon) => coupon.id))
    return {
      data: coupons.map((coupon) => adminCoupon(coupon, uses.get(coupon.id) ?? NO_USES)),
      meta: listMeta({ page: filters.page, perPage: filters.limit, total: page.total }),
    }
  }

  async show(id: string) {
    const coupon = await this.#find(id)
    return this.#answer(coupon)
  }

  async create(input: CouponInput) {
    const coupon = await this.#codeRace(() => this.#create(input))
    return this.#answer(coupon)
  }

  /** Two admins saving one code at once: the unique index refuses the second (23505). */
  async #codeRace<T>(save: () => Promise<T>) {
    try {
      return await save()
    } catch (error: any) {
      if (error?.code === '23505' && String(error?.constraint) === 'coupons_code_unique') {
        throw fieldError('code', 'A coupon with this code already exists')
      }
      throw error
    }
  }

  #create(input: CouponInput) {
    return db.transaction(async (trx) => {
      const fields = this.#checked(input, null)
      await this.#codeIsFree(trx, fields.code!, null)
      const created = await Coupon.create(
        {
          code: fields.code!,
          discountType: fields.discountType!,
          discountValue: fields.discountValue!,
          minOrderPaise: fields.minOrderPaise ?? 0,
          maxDiscountPaise: fields.maxDiscountPaise ?? null,
          validFrom: fields.validFrom ?? null,
          validUntil: fields.validUntil ?? null,
          totalUses: fields.totalUses ?? null,
          usesPerLearner: fields.usesPerLearner ?? null,
          appliesTo: fields.appliesTo ?? 'all',
          paused: fields.paused ?? false,
          deletedAt: null,
        },
        { client: trx }
      )
      await this.#setItems(trx, created, input)
      return created
    })
  }

  async update(id: string, input: CouponInput) {
    const coupon = await this.#codeRace(() => this.#update(id, input))
    return this.#answer(coupon)
  }

  #update(id: string, input: CouponInput) {
    return db.transaction(async (trx) => {
      const found = await this.#find(id, trx)
      const locked = await Coupon.query({ client: trx })
        .where('id', found.id)
        .forUpdate()
        .firstOrFail()
      const fields = this.#checked(input, locked)
      if (fields.code !== undefined && normalCode(fields.code) !== normalCode(locked.code)) {
        await this.#codeIsFree(trx, fields.code, locked.id)
      }
      locked.merge(fields)
      await locked.save()
      await this.#setItems(trx, locked, input)
      return locked
    })
  }

  /** Hides the coupon: it no longer applies and its code is free; its orders keep it. */
  async destroy(id: string) {
    const coupon = await this.#find(id)
    coupon.deletedAt = DateTime.utc()
    await coupon.save()
  }

  /** The coupon's uses with their orders, newest first. */
  async orders(id: string, page: number, limit: number) {
    const coupon = await this.#find(id)
    const [{ n }] = await db
      .from('coupon_redemptions')
      .where('coupon_id', coupon.id)
      .count('* as n')
    const rows = await db
      .from('coupon_redemptions as r')
      .join('users as u', 'u.id', 'r.user_id')
      .leftJoin('orders as o', 'o.id', 'r.order_id')
      .leftJoin('courses as c', 'c.id', 'r.course_id')
      .leftJoin('store_items as s', 's.id', 'r.store_item_id')
      .where('r.coupon_id', coupon.id)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'asc')
      .offset((page - 1) * limit)
      .limit(limit)
      .select(
        'r.*',
        'u.first_name',
        'u.last_name',
        'u.email',
        'c.course_name',
        's.title as store_item_title',
        'o.receipt',
        'o.status as order_status',
        'o.amount_paise',
        'o.gateway_order_id',
        'o.paid_at'
      )
    const data: CouponOrderRow[] = rows.map((row) => ({
      _id: row.id,
      status: row.status,
      learner: {
        _id: row.user_id,
        name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
        email: row.email,
      },
      item: {
        kind: row.item_kind,
        _id: row.course_id ?? row.store_item_id ?? null,
        title: row.course_name ?? row.store_item_title ?? null,
      },
      listPricePaise: row.list_price_paise,
      discountPaise: row.discount_paise,
      pricePaise: row.list_price_paise - row.discount_paise,
      order: row.order_id
        ? {
            _id: row.order_id,
            receipt: row.receipt,
            status: row.order_status,
            amountPaise: row.amount_paise,
            gatewayOrderId: row.gateway_order_id,
            paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
          }
        : null,
      createdAt: new Date(row.created_at).toISOString(),
    }))
    return { data, meta: listMeta({ page, perPage: limit, total: Number(n) }) }
  }

  /** Uses so far of each coupon (reserved and kept), paid uses and the discount they gave. */
  async uses(couponIds: string[]) {
    const result = new Map<string, CouponUses>()
    if (couponIds.length === 0) return result
    const rows = await db
      .from('coupon_redemptions')
      .whereIn('coupon_id', couponIds)
      .groupBy('coupon_id')
      .select('coupon_id')
      .select(db.raw("count(*) FILTER (WHERE status IN ('reserved', 'kept')) AS uses"))
      .select(db.raw("count(*) FILTER (WHERE status = 'kept') AS paid"))
      .select(db.raw("coalesce(sum(discount_paise) FILTER (WHERE status = 'kept'), 0) AS discount"))
    for (const row of rows) {
      result.set(row.coupon_id, {
        usesCount: Number(row.uses),
        paidUses: Number(row.paid),
        discountGivenPaise: Number(row.discount),
      })
    }
    return result
  }

  async #answer(coupon: Coupon) {
    await coupon.load('courses', (q) => q.select('id', 'course_name'))
    await coupon.load('storeItems', (q) => q.select('id', 'title'))
    const uses = await this.uses([coupon.id])
    return adminCoupon(coupon, uses.get(coupon.id) ?? NO_USES)
  }

  async #find(id: string, trx?: TransactionClientContract) {
    const coupon = UUID.test(id)
      ? await Coupon.query({ client: trx })
          .where('id', id.toLowerCase())
          .whereNull('deleted_at')
          .first()
      : null
    if (!coupon) throw new ApiException('Coupon not found', { status: 404 })
    return coupon
  }

  async #codeIsFree(trx: TransactionClientContract, code: string, exceptId: string | null) {
    const query = Coupon.query({ client: trx })
      .whereRaw('lower(code) = ?', [normalCode(code)])
      .whereNull('deleted_at')
    if (exceptId) query.whereNot('id', exceptId)
    if (await query.first()) {
      throw fieldError('code', `A coupon with the code ${code.toUpperCase()} already exists`)
    }
  }

  /** The fields to store, checked together (against the stored coupon when editing). */
  #checked(input: CouponInput, stored: Coupon | null) {
    const fields: Partial<{
      code: string
      discountType: DiscountType
      discountValue: number
      minOrderPaise: number
      maxDiscountPaise: number | null
      validFrom: DateTime | null
      validUntil: DateTime | null
      totalUses: number | null
      usesPerLearner: number | null
      appliesTo: CouponScope
      paused: boolean
    }> = {}
    if (input.code !== undefined) fields.code = input.code.trim()
    if (input.discountType !== undefined) fields.discountType = input.discountType as DiscountType
    if (input.discountValue !== undefined) fields.discountValue = input.discountValue
    if (input.minOrderPaise !== undefined) fields.minOrderPaise = input.minOrderPaise ?? 0
    if (input.maxDiscountPaise !== undefined) fields.maxDiscountPaise = input.maxDiscountPaise
    if (input.validFrom !== undefined) fields.validFrom = moment(input.validFrom)
    if (input.validUntil !== undefined) fields.validUntil = moment(input.validUntil)
    if (input.totalUses !== undefined) fields.totalUses = input.totalUses
    if (input.usesPerLearner !== undefined) fields.usesPerLearner = input.usesPerLearner
    if (input.appliesTo !== undefined && input.appliesTo !== null) {
      fields.appliesTo = input.appliesTo as CouponScope
    }
    if (input.paused !== undefined && input.paused !== null) fields.paused = input.paused

    const type = fields.discountType ?? stored?.discountType
    const value = fields.discountValue ?? stored?.discountValue
    if (type === 'percent' && value !== undefined && value > 100) {
      throw fieldError('discountValue', 'A percent discount is at most 100')
    }
    const from = fields.validFrom !== undefined ? fields.validFrom : (stored?.validFrom ?? null)
    const until = fields.validUntil !== undefined ? fields.validUntil : (stored?.validUntil ?? null)
    if (from && until && until <= from) {
      throw fieldError('validUntil', 'Valid until must be after valid from')
    }
    const total = fields.totalUses !== undefined ? fields.totalUses : (stored?.totalUses ?? null)
    const perLearner =
      fields.usesPerLearner !== undefined ? fields.usesPerLearner : (stored?.usesPerLearner ?? null)
    if (total !== null && perLearner !== null && perLearner > total) {
      throw fieldError('usesPerLearner', 'Uses per learner cannot be more than the total uses')
    }
    const scope = fields.appliesTo ?? stored?.appliesTo ?? 'all'
    if (scope === 'courses' && input.courseIds !== undefined && !input.courseIds?.length) {
      throw fieldError('courseIds', 'Choose at least one course')
    }
    if (
      scope === 'store_items' &&
      input.storeItemIds !== undefined &&
      !input.storeItemIds?.length
    ) {
      throw fieldError('storeItemIds', 'Choose at least one store item')
    }
    if (!stored && scope === 'courses' && !input.courseIds?.length) {
      throw fieldError('courseIds', 'Choose at least one course')
    }
    if (!stored && scope === 'store_items' && !input.storeItemIds?.length) {
      throw fieldError('storeItemIds', 'Choose at least one store item')
    }
    return fields
  }

  /** The chosen courses and store items, as given (those of the coupon's scope are kept). */
  async #setItems(trx: TransactionClientContract, coupon: Coupon, input: CouponInput) {
    if (input.courseIds !== undefined) {
      const ids = [...new Set(input.courseIds ?? [])]
      const known = ids.length ? await trx.from('courses').whereIn('id', ids).select('id') : []
      if (known.length !== ids.length)
        throw fieldError('courseIds', 'A chosen course does not exist')
      await trx.from('coupon_courses').where('coupon_id', coupon.id).delete()
      if (ids.length) {
        await trx
          .table('coupon_courses')
          .insert(ids.map((courseId) => ({ coupon_id: coupon.id, course_id: courseId })))
      }
    }
    if (input.storeItemIds !== undefined) {
      const ids = [...new Set(input.storeItemIds ?? [])]
      const known = ids.length
        ? await trx.from('store_items').whereIn('id', ids).whereNull('deleted_at').select('id')
        : []
      if (known.length !== ids.length) {
        throw fieldError('storeItemIds', 'A chosen store item does not exist')
      }
      await trx.from('coupon_store_items').where('coupon_id', coupon.id).delete()
      if (ids.length) {
        await trx
          .table('coupon_store_items')
          .insert(ids.map((itemId) => ({ coupon_id: coupon.id, store_item_id: itemId })))
      }
    }
  }
}

const NO_USES: CouponUses = { usesCount: 0, paidUses: 0, discountGivenPaise: 0 }
