import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import StoreItem from '#models/store_item'
import ApiException from '#exceptions/api_exception'
import { isUuid } from '#services/store_filters'
import type { BookFilters, BookSort } from '#services/store_filters'

const SORT_COLUMNS: Record<BookSort, string> = {
  createdAt: 'store_items.created_at',
  title: 'store_items.title',
  author: 'store_items.author',
  price: 'store_items.price_paise',
  purchases: 'store_items.purchases_count',
  revenue: 'store_items.revenue_paise',
}

/** The expression the trigram index (store_items_search_trgm) is built on. */
const SEARCH_EXPRESSION =
  "lower(store_items.title || ' ' || store_items.author || ' ' || store_items.description)"

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * Adds whether `userId` owns each item as `$extras.owned`, in the same query
 * (no query per item).
 */
export function selectOwnership(
  query: ModelQueryBuilderContract<typeof StoreItem>,
  userId?: string
) {
  if (!userId) return query.select('store_items.*')
  return query
    .select('store_items.*')
    .select(
      db.raw(
        'EXISTS (SELECT 1 FROM purchases WHERE purchases.store_item_id = store_items.id AND purchases.user_id = ?) AS owned',
        [userId]
      )
    )
}

export interface BookPage {
  items: StoreItem[]
  meta: {
    totalItems: number
    currentPage: number
    totalPages: number
    hasNextPage: boolean
    hasPrevPage: boolean
    limit: number
  }
}

/**
 * The store listing (POST /store/getAllBooks). Deleted items never appear.
 * Everyone sees published items only, except an admin in the admin view, who
 * sees every status or the one asked for.
 */
export default class StoreListingService {
  async page(filters: BookFilters, userId?: string): Promise<BookPage> {
    const base = StoreItem.query().whereNull('store_items.deleted_at')
    if (!filters.adminView) base.where('store_items.status', 'published')
    else if (filters.status !== 'all') base.where('store_items.status', filters.status)
    if (filters.type) base.where('store_items.type', filters.type)
    if (filters.author)
      base.whereRaw('lower(store_items.author) = ?', [filters.author.toLowerCase()])
    if (filters.search) {
      base.whereRaw(`${SEARCH_EXPRESSION} LIKE ?`, [
        `%${escapeLike(filters.search.toLowerCase())}%`,
      ])
    }

    const counting = base.clone().count('* as total')
    const paging = selectOwnership(base.clone(), userId)
      .orderBy(SORT_COLUMNS[filters.sort], filters.order)
      .orderBy('store_items.id', filters.order)
      .offset((filters.page - 1) * filters.limit)
      .limit(filters.limit)

    const [[countRow], items] = await Promise.all([counting, paging])
    const totalItems = Number(countRow.$extras.total)
    const totalPages = Math.ceil(totalItems / filters.limit)
    return {
      items,
      meta: {
        totalItems,
        currentPage: filters.page,
        totalPages,
        hasNextPage: filters.page < totalPages,
        hasPrevPage: filters.page > 1,
        limit: filters.limit,
      },
    }
  }

  /**
   * One item for the details view: published and not deleted for everyone,
   * any live item for admins, and whatever its state for its owners.
   */
  async find(id: unknown, viewer: { userId?: string; isAdmin: boolean }) {
    const item = isUuid(id)
      ? await selectOwnership(StoreItem.query(), viewer.userId).where('store_items.id', id).first()
      : null
    const visible =
      item &&
      (item.$extras.owned || (!item.deletedAt && (viewer.isAdmin || item.status === 'published')))
    if (!item || !visible) throw new ApiException('Book not found', { status: 404 })
    return item
  }
}
