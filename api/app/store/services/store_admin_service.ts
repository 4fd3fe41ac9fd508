import { DateTime } from 'luxon'
import { errors } from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { paiseToRupees, rupeesToPaise } from '@pathshala/shared'
import StoreItem, { type StoreItemStatus, type StoreItemType } from '#store/models/store_item'
import type { User } from '#accounts'
import ApiException from '#core/exceptions/api_exception'
import { mediaStorage, storedImage } from '#media'
import { isUuid } from '#store/services/store_filters'
import type { BookAnalytics, BookAnalyticsDay } from '#store/services/store_report_types'

/** Days of the analytics are Indian calendar days. */
export const ANALYTICS_ZONE = 'Asia/Kolkata'

export interface ProductInput {
  title?: string | null
  description?: string | null
  type?: string | null
  author?: string | null
  price?: number | null
  thumbnailUrl?: string | null
  thumbnail_public_id?: string | null
  thumbnail_format?: string | null
  pdf_public_id?: string | null
  pdf_format?: string | null
  status?: string | null
  themes?: string[] | null
}

export interface NewProduct extends ProductInput {
  title: string
  description: string
  type: string
  author: string
  price: number
  thumbnailUrl: string
  pdf_public_id: string
}

export type BulkAction = 'publish' | 'draft' | 'archive' | 'delete'

const BULK_STATUS: Record<Exclude<BulkAction, 'delete'>, StoreItemStatus> = {
  publish: 'published',
  draft: 'draft',
  archive: 'archived',
}

/**
 * The admin side of the store: create, edit (every field, files included),
 * delete, bulk actions and one item's sales over time.
 *
 * Deleting: an item nobody owns is removed; an item someone bought is only
 * marked deleted (`deleted_at`), which takes it out of every listing while
 * its owners keep it in their materials and can still download it.
 */
export default class StoreAdminService {
  /** A live (not deleted) item, or 404. */
  async findLive(id: unknown) {
    const item = isUuid(id)
      ? await StoreItem.query().where('id', id).whereNull('deleted_at').first()
      : null
    if (!item) throw new ApiException('Book not found', { status: 404 })
    return item
  }

  async create(admin: User, input: NewProduct) {
    const pdfBytes = await this.#checkPdf(input.pdf_public_id)
    const item = await StoreItem.create({
      title: input.title,
      description: input.description,
      type: input.type as StoreItemType,
      author: input.author,
      pricePaise: rupeesToPaise(input.price),
      status: (input.status as StoreItemStatus | null) ?? 'draft',
      thumbnailUrl: storedImage(input.thumbnailUrl),
      thumbnailPublicId: input.thumbnail_public_id ?? null,
      thumbnailFormat: input.thumbnail_format ?? null,
      pdfPublicId: input.pdf_public_id,
      pdfFormat: input.pdf_format ?? 'pdf',
      pdfBytes,
      themes: input.themes ?? null,
      createdBy: admin.id,
    })
    // the counters and the free flag are the database's
    await item.refresh()
    return item
  }

  async update(id: unknown, input: ProductInput) {
    const item = await this.findLive(id)
    if (input.title) item.title = input.title
    if (input.description) item.description = input.description
    if (input.type) item.type = input.type as StoreItemType
    if (input.author) item.author = input.author
    if (input.price !== null && input.price !== undefined)
      item.pricePaise = rupeesToPaise(input.price)
    if (input.status) item.status = input.status as StoreItemStatus
    if (input.themes) item.themes = input.themes
    if (input.thumbnailUrl) {
      item.thumbnailUrl = storedImage(input.thumbnailUrl)
      item.thumbnailPublicId = input.thumbnail_public_id ?? null
      item.thumbnailFormat = input.thumbnail_format ?? null
    } else {
      if (input.thumbnail_public_id) item.thumbnailPublicId = input.thumbnail_public_id
      if (input.thumbnail_format) item.thumbnailFormat = input.thumbnail_format
    }
    if (input.pdf_public_id && input.pdf_public_id !== item.pdfPublicId) {
      item.pdfBytes = await this.#checkPdf(input.pdf_public_id)
      item.pdfPublicId = input.pdf_public_id
      item.pdfFormat = input.pdf_format ?? 'pdf'
    } else if (input.pdf_format) {
      item.pdfFormat = input.pdf_format
    }
    await item.save()
    await item.refresh()
    return item
  }

  /**
   * Removes an item, or hides it when someone owns it. A purchase committed
   * between the check and the delete makes the delete fail on the foreign
   * key; the item is then hidden instead.
   */
  async remove(id: unknown) {
    const item = await this.findLive(id)
    try {
      const deleted = await db
        .from('store_items')
        .where('id', item.id)
        .whereNotExists((query) => {
          query.from('purchases').where('purchases.store_item_id', item.id).select(db.raw('1'))
        })
        .delete()
      if (Number(deleted) > 0) return { item, softDeleted: false }
    } catch (error: any) {
      if (error?.code !== '23503') throw error
    }
    await db.from('store_items').where('id', item.id).update({ deleted_at: new Date() })
    return { item, softDeleted: true }
  }

  /**
   * Publish, draft, archive or delete many items at once. Unknown or already
   * deleted ids are skipped; the answer counts what changed.
   */
  async bulk(ids: string[], action: BulkAction) {
    const targets = [...new Set(ids)].filter(isUuid)
    if (targets.length === 0) return { matched: 0, deleted: 0, hidden: 0, updated: 0 }
    const live = db.from('store_items').whereIn('id', targets).whereNull('deleted_at')

    if (action !== 'delete') {
      const updated = await live
        .clone()
        .update({ status: BULK_STATUS[action], updated_at: new Date() })
      return { matched: Number(updated), updated: Number(updated), deleted: 0, hidden: 0 }
    }

    let deleted = 0
    try {
      deleted = Number(
        await live
          .clone()
          .whereNotExists((query) => {
            query
              .from('purchases')
              .whereRaw('purchases.store_item_id = store_items.id')
              .select(db.raw('1'))
          })
          .delete()
      )
    } catch (error: any) {
      if (error?.code !== '23503') throw error
    }
    const hidden = Number(await live.clone().update({ deleted_at: new Date() }))
    return { matched: deleted + hidden, updated: 0, deleted, hidden }
  }

  /**
   * One item's sales and revenue per day over the last `days` Indian
   * calendar days (today included, days without sales as zeros), with the
   * all-time totals. Deleted items keep their history.
   */
  async analytics(id: unknown, days = 30): Promise<BookAnalytics> {
    const item = isUuid(id) ? await StoreItem.find(id) : null
    if (!item) throw new ApiException('Book not found', { status: 404 })

    const today = DateTime.now().setZone(ANALYTICS_ZONE).startOf('day')
    const first = today.minus({ days: days - 1 })
    const [daily, totals] = await Promise.all([
      db.rawQuery(
        `WITH days AS (
           SELECT generate_series(?::date, ?::date, interval '1 day')::date AS day
         ), sales AS (
           SELECT (created_at AT TIME ZONE ?)::date AS day,
                  count(*)::int AS sales,
                  coalesce(sum(amount_paise), 0)::bigint AS revenue_paise
           FROM purchases
           WHERE store_item_id = ? AND created_at >= ?
           GROUP BY 1
         )
         SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
                coalesce(sales.sales, 0)::int AS sales,
                coalesce(sales.revenue_paise, 0)::bigint AS revenue_paise
         FROM days LEFT JOIN sales ON sales.day = days.day
         ORDER BY days.day`,
        [first.toISODate(), today.toISODate(), ANALYTICS_ZONE, item.id, first.toJSDate()]
      ),
      db
        .from('purchases')
        .where('store_item_id', item.id)
        .select(
          db.raw('count(*)::int AS sales'),
          db.raw('coalesce(sum(amount_paise), 0)::bigint AS revenue_paise')
        )
        .first(),
    ])

    const series = daily.rows.map(
      (row: { date: string; sales: number; revenue_paise: string }): BookAnalyticsDay => ({
        date: row.date,
        sales: Number(row.sales),
        revenue: paiseToRupees(Number(row.revenue_paise)),
        revenuePaise: Number(row.revenue_paise),
      })
    )
    const periodPaise = series.reduce(
      (sum: number, day: { revenuePaise: number }) => sum + day.revenuePaise,
      0
    )
    return {
      _id: item.id,
      title: item.title,
      totalSales: Number(totals.sales),
      totalRevenue: paiseToRupees(Number(totals.revenue_paise)),
      totalRevenuePaise: Number(totals.revenue_paise),
      period: {
        from: first.toFormat('yyyy-MM-dd'),
        to: today.toFormat('yyyy-MM-dd'),
        days,
        timeZone: ANALYTICS_ZONE,
        sales: series.reduce((sum: number, day: { sales: number }) => sum + day.sales, 0),
        revenue: paiseToRupees(periodPaise),
        revenuePaise: periodPaise,
      },
      daily: series,
    }
  }

  /**
   * The PDF must be in storage (local mode looks; Cloudinary mode trusts the
   * upload). Answers its size when known.
   */
  async #checkPdf(publicId: string) {
    const check = await mediaStorage().checkPdf(publicId)
    if (check.status === 'ok') return check.bytes
    const message =
      check.status === 'missing'
        ? 'The PDF file was not found; upload it again'
        : 'The file given is not a PDF document'
    throw new errors.E_VALIDATION_ERROR([{ field: 'pdf_public_id', message, rule: 'pdfFile' }])
  }
}
