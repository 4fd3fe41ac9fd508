import db from '@adonisjs/lucid/services/db'
import { paiseToRupees } from '@pathshala/shared'
import type { BookFilters } from '#store/services/store_filters'
import { escapeLike } from '#core/services/listing_sql'
import StoreListingService, {
  SORT_COLUMNS,
  cardFromRow,
  type StoreItemRow,
} from '#store/services/store_listing_service'
import type { StoreItemCard } from '#store/transformers/store_item_transformer'
import type { StoreAdminStats } from '#store/services/store_report_types'
import { listMeta } from '#core/transformers/paging'

/** Rows fetched per round trip by the CSV export. */
export const EXPORT_BATCH_SIZE = 500

/**
 * The casts that turn a sort column's text form back into its type, for
 * the export's keyset cursor (the text form keeps a timestamp's
 * microseconds, which a JavaScript Date would drop).
 */
const SORT_CASTS: Record<BookFilters['sort'], string> = {
  createdAt: 'timestamptz',
  title: 'text',
  author: 'text',
  price: 'integer',
  purchases: 'integer',
  revenue: 'bigint',
}

export type ReportFilters = Omit<BookFilters, 'page' | 'limit'>

/** The list's filters without its paging: the figures and the export cover every page. */
export function withoutPaging(filters: BookFilters): ReportFilters {
  const { sort, order, type, author, search, adminView, status } = filters
  return { sort, order, type, author, search, adminView, status }
}

export interface AuthorQuery {
  search: string | null
  page: number
  limit: number
}

/**
 * What the admin's Published Books screen needs beyond the page of items
 * (docs/screens/admin.md#published-books): figures over every item the
 * filters match, the authors to filter by, and every matching item for
 * the CSV export. Deleted items are never counted.
 */
export default class StoreAdminReportService {
  #listing = new StoreListingService()

  /**
   * Counts by status and the revenue of every matching item, in one
   * aggregate over the same set the list pages through.
   */
  async stats(filters: ReportFilters): Promise<StoreAdminStats> {
    const [row] = await this.#listing
      .filtered(filters)
      .select(
        db.raw('count(*)::int AS total'),
        db.raw(`count(*) FILTER (WHERE store_items.status = 'published')::int AS published`),
        db.raw(`count(*) FILTER (WHERE store_items.status = 'draft')::int AS drafts`),
        db.raw(`count(*) FILTER (WHERE store_items.status = 'archived')::int AS archived`),
        db.raw(`count(*) FILTER (WHERE store_items.price_paise = 0)::int AS free`),
        db.raw('coalesce(sum(store_items.purchases_count), 0)::bigint AS sales'),
        db.raw('coalesce(sum(store_items.revenue_paise), 0)::bigint AS revenue_paise')
      )
      .pojo<{
        total: number
        published: number
        drafts: number
        archived: number
        free: number
        sales: string
        revenue_paise: string
      }>()
    const revenuePaise = Number(row.revenue_paise)
    return {
      totalBooks: row.total,
      published: row.published,
      drafts: row.drafts,
      archived: row.archived,
      free: row.free,
      totalSales: Number(row.sales),
      revenue: paiseToRupees(revenuePaise),
      revenuePaise,
    }
  }

  /**
   * The authors of live items (any status), one entry per name ignoring
   * case, alphabetically, with how many items each has; `search` keeps the
   * names containing it. Paged.
   */
  async authors({ search, page, limit }: AuthorQuery) {
    const grouped = db
      .from('store_items')
      .whereNull('deleted_at')
      .if(search, (query) =>
        query.whereRaw('lower(author) LIKE ?', [`%${escapeLike(search!.toLowerCase())}%`])
      )
      .groupByRaw('lower(author)')

    const [counted, rows] = await Promise.all([
      db
        .from(grouped.clone().select(db.raw('1')).as('authors'))
        .count('* as total')
        .first(),
      grouped
        .clone()
        .select(db.raw('min(author) AS name'), db.raw('count(*)::int AS books'))
        .orderByRaw('lower(author)')
        .offset((page - 1) * limit)
        .limit(limit),
    ])
    return {
      authors: rows.map((row: { name: string; books: number }) => ({
        name: row.name,
        books: row.books,
      })),
      meta: listMeta({ page, perPage: limit, total: Number(counted?.total ?? 0) }),
    }
  }

  /**
   * Every matching item in the list's order, `batchSize` at a time. Each
   * batch continues after the last row of the one before (sort value, then
   * id), so memory stays flat and no row is skipped or repeated even on a
   * large store.
   */
  async *batches(
    filters: ReportFilters,
    batchSize = EXPORT_BATCH_SIZE
  ): AsyncGenerator<StoreItemCard[]> {
    const column = SORT_COLUMNS[filters.sort]
    const cast = SORT_CASTS[filters.sort]
    const after = filters.order === 'asc' ? '>' : '<'
    let cursor: { value: string; id: string } | null = null
    while (true) {
      const query = this.#listing
        .filtered(filters)
        .select('store_items.*')
        .select(db.raw(`${column}::text AS cursor_value`))
      if (cursor) {
        query.whereRaw(`(${column}, store_items.id) ${after} (?::${cast}, ?::uuid)`, [
          cursor.value,
          cursor.id,
        ])
      }
      const rows = await query
        .orderBy(column, filters.order)
        .orderBy('store_items.id', filters.order)
        .limit(batchSize)
        .pojo<StoreItemRow & { cursor_value: string }>()
      if (rows.length > 0) yield rows.map(cardFromRow)
      if (rows.length < batchSize) return
      const last = rows[rows.length - 1]
      cursor = { value: last.cursor_value, id: last.id }
    }
  }
}
