import { DateTime } from 'luxon'
import { Order, refundColumns, type OrderItemKind, type OrderStatus } from '#payments'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { listMeta } from '#core/transformers/paging'

export interface TransactionFilters {
  page: number
  limit: number
  status?: OrderStatus
  kind?: OrderItemKind
  /** part of the learner's email or name, the order number or a gateway id */
  search?: string
  /** created at or after this moment */
  from?: DateTime
  /** created before this moment (a date-only `to` counts the whole day) */
  to?: DateTime
}

export interface RawTransactionFilters {
  page?: number | null
  limit?: number | null
  status?: string | null
  kind?: string | null
  search?: string | null
  from?: string | null
  to?: string | null
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** Validated input as filters: date-only values are whole UTC days, `to` inclusive. */
export function transactionFilters(input: RawTransactionFilters): TransactionFilters {
  const kind = input.kind === 'book' || input.kind === 'store' ? 'store_item' : input.kind
  const to = input.to ? DateTime.fromISO(input.to, { zone: 'utc' }) : undefined
  return {
    page: input.page ?? 1,
    limit: input.limit ?? 20,
    status: input.status && input.status !== 'all' ? (input.status as OrderStatus) : undefined,
    kind: kind && kind !== 'all' ? (kind as OrderItemKind) : undefined,
    search: input.search || undefined,
    from: input.from ? DateTime.fromISO(input.from, { zone: 'utc' }) : undefined,
    to: to && DATE_ONLY.test(input.to!) ? to.plus({ days: 1 }) : to,
  }
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Rows the CSV export reads per query. */
export const EXPORT_BATCH_SIZE = 500

type OrderQuery = ModelQueryBuilderContract<typeof Order, Order>

const withRelations = (query: OrderQuery) =>
  query
    .select('orders.*', ...refundColumns())
    .preload('user', (user) => user.select('id', 'first_name', 'last_name', 'email'))
    .preload('course', (course) => course.select('id', 'course_name'))
    .preload('storeItem', (item) => item.select('id', 'title', 'type'))

/**
 * The admin's orders, newest first: a page (one count and one page query),
 * one order, or every matching order in batches for the CSV export; learners
 * and items preloaded (a fixed number of queries per page or batch).
 */
export default class TransactionsService {
  /** The orders matching `filters`, without order or paging. */
  filtered(filters: Omit<TransactionFilters, 'page' | 'limit'>): OrderQuery {
    const query = Order.query()
    if (filters.status) query.where('orders.status', filters.status)
    if (filters.kind) query.where('orders.item_kind', filters.kind)
    if (filters.from) query.where('orders.created_at', '>=', filters.from.toJSDate())
    if (filters.to) query.where('orders.created_at', '<', filters.to.toJSDate())
    if (filters.search) {
      const search = filters.search
      const pattern = `%${escapeLike(search)}%`
      // one indexed lookup per kind of match (trigrams for the substrings, b-trees for the
      // ids), united: an OR of them would make PostgreSQL read every order
      const ours = UUID.test(search) ? 'UNION SELECT ?::uuid' : ''
      query.whereRaw(
        `orders.id IN (
           SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id
           WHERE u.email ILIKE ? OR (u.first_name || ' ' || u.last_name) ILIKE ?
           UNION SELECT id FROM orders WHERE receipt ILIKE ?
           UNION SELECT id FROM orders WHERE gateway_order_id = ?
           UNION SELECT id FROM orders WHERE gateway_payment_id = ?
           ${ours})`,
        [pattern, pattern, pattern, search, search, ...(ours ? [search.toLowerCase()] : [])]
      )
    }
    return query
  }

  async page(filters: TransactionFilters) {
    const query = this.filtered(filters)
    const [{ $extras: counted }] = await query.clone().count('* as total')
    const total = Number(counted.total)
    const orders = await withRelations(query)
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .offset((filters.page - 1) * filters.limit)
      .limit(filters.limit)

    return { orders, meta: listMeta({ page: filters.page, perPage: filters.limit, total }) }
  }

  /** One order by our id or Razorpay's order id; null when there is none. */
  async find(id: string) {
    const query = withRelations(Order.query())
    if (UUID.test(id)) query.where('orders.id', id.toLowerCase())
    else query.where('orders.gateway_order_id', id)
    return query.first()
  }

  /**
   * Every order matching `filters`, newest first, `batchSize` at a time. Each
   * batch continues after the last row of the one before (keyset on
   * created_at, id: the listing index), so rows arriving meanwhile neither
   * repeat nor shift a row out. The cursor keeps PostgreSQL's microseconds
   * (JavaScript dates stop at milliseconds).
   */
  async *batches(
    filters: Omit<TransactionFilters, 'page' | 'limit'>,
    batchSize = EXPORT_BATCH_SIZE
  ): AsyncGenerator<Order[]> {
    let cursor: { createdAt: string; id: string } | null = null
    while (true) {
      // withRelations selects orders.* and the refund columns
      const query = withRelations(this.filtered(filters)).select(
        db.raw(`orders.created_at::text AS cursor_created_at`)
      )
      if (cursor) {
        query.whereRaw('(orders.created_at, orders.id) < (?::timestamptz, ?::uuid)', [
          cursor.createdAt,
          cursor.id,
        ])
      }
      const orders = await query
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(batchSize)
      if (orders.length > 0) yield orders
      if (orders.length < batchSize) return
      const last = orders[orders.length - 1]
      cursor = { createdAt: last.$extras.cursor_created_at, id: last.id }
    }
  }
}
