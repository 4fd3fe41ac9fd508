import db from '@adonisjs/lucid/services/db'
import { type AccountType, User } from '#accounts'
import { Enrolment } from '#catalogue'
import { Purchase, Order, refundColumns } from '#payments'
import { escapeLike } from '#core/services/listing_sql'
import { listMeta } from '#core/transformers/paging'

export interface AdminUserFilters {
  page: number
  limit: number
  /** part of the name or email */
  search?: string
  accountType?: AccountType
  sort: 'newest' | 'oldest'
}

/** How many of each list a user's detail carries (newest first); counts give the totals. */
export const DETAIL_LIST_SIZE = 50

/** Per-user counts as correlated subselects: one statement for the whole page, no N+1. */
const ENROLMENT_COUNT = db.raw(
  '(SELECT count(*) FROM enrolments WHERE enrolments.user_id = users.id)::int AS enrolment_count'
)
const PURCHASE_COUNT = db.raw(
  '(SELECT count(*) FROM purchases WHERE purchases.user_id = users.id)::int AS purchase_count'
)

/** The admin's users: a searchable list with counts, and one user's detail. */
export default class AdminUsersService {
  async page(filters: AdminUserFilters) {
    const query = User.query()
    if (filters.accountType) query.where('users.account_type', filters.accountType)
    if (filters.search) {
      // the same expressions the trigram indexes are built on
      const pattern = `%${escapeLike(filters.search)}%`
      query.where((match) => {
        match
          .whereILike('users.email', pattern)
          .orWhereRaw(`(users.first_name || ' ' || users.last_name) ILIKE ?`, [pattern])
      })
    }

    const [{ $extras: counted }] = await query.clone().count('* as total')
    const total = Number(counted.total)
    const direction = filters.sort === 'oldest' ? 'asc' : 'desc'
    const users = await query
      .select('users.*', ENROLMENT_COUNT, PURCHASE_COUNT)
      .orderBy('users.created_at', direction)
      .orderBy('users.id', direction)
      .offset((filters.page - 1) * filters.limit)
      .limit(filters.limit)

    return { users, meta: listMeta({ page: filters.page, perPage: filters.limit, total }) }
  }

  /**
   * One user with their counts, total paid, and the newest enrolments, owned
   * items and orders (a fixed number of statements); null when unknown.
   */
  async detail(userId: string) {
    const user = await User.query()
      .select(
        'users.*',
        ENROLMENT_COUNT,
        PURCHASE_COUNT,
        db.raw('(SELECT count(*) FROM orders WHERE orders.user_id = users.id)::int AS order_count'),
        db.raw(
          `(SELECT coalesce(sum(amount_paise), 0) FROM orders
            WHERE orders.user_id = users.id AND orders.status IN ('paid', 'fulfilled'))::bigint
           AS spent_paise`
        )
      )
      .where('users.id', userId)
      .first()
    if (!user) return null

    const [enrolments, purchases, orders] = await Promise.all([
      Enrolment.query()
        .where('user_id', userId)
        .preload('course', (course) => course.select('id', 'course_name', 'thumbnail'))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(DETAIL_LIST_SIZE),
      Purchase.query()
        .where('user_id', userId)
        .preload('storeItem', (item) => item.select('id', 'title', 'type', 'thumbnail_url'))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(DETAIL_LIST_SIZE),
      Order.query()
        .select('orders.*', ...refundColumns())
        .where('user_id', userId)
        .preload('user', (owner) => owner.select('id', 'first_name', 'last_name', 'email'))
        .preload('course', (course) => course.select('id', 'course_name'))
        .preload('storeItem', (item) => item.select('id', 'title', 'type'))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(DETAIL_LIST_SIZE),
    ])
    return { user, enrolments, purchases, orders }
  }
}
