import { DateTime } from 'luxon'
import Order, { type OrderItemKind, type OrderStatus } from '#models/order'
import User from '#models/user'

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

/**
 * The admin's list of orders, newest first: one count and one page query,
 * learners and items preloaded (a fixed number of queries per page).
 */
export default class TransactionsService {
  async page(filters: TransactionFilters) {
    const query = Order.query()
    if (filters.status) query.where('orders.status', filters.status)
    if (filters.kind) query.where('orders.item_kind', filters.kind)
    if (filters.from) query.where('orders.created_at', '>=', filters.from.toJSDate())
    if (filters.to) query.where('orders.created_at', '<', filters.to.toJSDate())
    if (filters.search) {
      const pattern = `%${escapeLike(filters.search)}%`
      query.where((match) => {
        match
          .whereIn(
            'orders.user_id',
            User.query()
              .select('id')
              .whereILike('email', pattern)
              .orWhereRaw(`(first_name || ' ' || last_name) ILIKE ?`, [pattern])
          )
          .orWhereILike('orders.receipt', pattern)
          .orWhere('orders.gateway_order_id', filters.search!)
          .orWhere('orders.gateway_payment_id', filters.search!)
      })
    }

    const [{ $extras: counted }] = await query.clone().count('* as total')
    const total = Number(counted.total)
    const orders = await query
      .preload('user', (user) => user.select('id', 'first_name', 'last_name', 'email'))
      .preload('course', (course) => course.select('id', 'course_name'))
      .preload('storeItem', (item) => item.select('id', 'title', 'type'))
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .offset((filters.page - 1) * filters.limit)
      .limit(filters.limit)

    const totalPages = Math.ceil(total / filters.limit)
    return {
      orders,
      meta: {
        totalItems: total,
        currentPage: filters.page,
        totalPages,
        hasNextPage: filters.page < totalPages,
        hasPrevPage: filters.page > 1,
        limit: filters.limit,
      },
    }
  }
}
