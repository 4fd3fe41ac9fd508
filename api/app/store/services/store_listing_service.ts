import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { ListMeta } from '#core/transformers/paging'
import StoreItem, { type StoreItemStatus, type StoreItemType } from '#store/models/store_item'
import type { StoreItemCard } from '#store/transformers/store_item_transformer'
import { listMeta } from '#core/transformers/paging'
import ApiException from '#core/exceptions/api_exception'
import { listingCounts } from '#core/services/listing_cache'
import {
  type IndexedSearch,
  ListingConditions,
  containsPattern,
  readListing,
  readPage,
} from '#core/services/listing_sql'
import { isUuid } from '#store/services/store_filters'
import type { BookFilters, BookSort } from '#store/services/store_filters'

export const SORT_COLUMNS: Record<BookSort, string> = {
  createdAt: 'store_items.created_at',
  title: 'store_items.title',
  author: 'store_items.author',
  price: 'store_items.price_paise',
  purchases: 'store_items.purchases_count',
  revenue: 'store_items.revenue_paise',
}

/** The caller's ownership, for a signed-in caller's page (one binding: the user's id). */
const OWNED =
  'EXISTS (SELECT 1 FROM purchases WHERE purchases.store_item_id = store_items.id AND purchases.user_id = ?) AS owned'

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

/** A row of the listing's page query (`store_items.*`, and `owned` for a signed-in caller). */
export interface StoreItemRow {
  id: string
  title: string
  author: string
  description: string
  type: StoreItemType
  price_paise: number
  status: StoreItemStatus
  thumbnail_url: string | null
  thumbnail_public_id: string | null
  thumbnail_format: string | null
  pdf_public_id: string | null
  pdf_format: string | null
  pdf_bytes: string | null
  themes: string[] | null
  purchases_count: number
  revenue_paise: string
  deleted_at: Date | null
  created_at: Date
  updated_at: Date
  owned?: boolean
}

/**
 * A listing row as a store card. The listing reads rows, not StoreItem
 * models: building a model per row was a large part of the call's CPU in
 * the benchmark (`npm run bench`). bigint columns arrive as text, as for the
 * model.
 */
export function cardFromRow(row: StoreItemRow): StoreItemCard {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    description: row.description,
    type: row.type,
    pricePaise: row.price_paise,
    thumbnailUrl: row.thumbnail_url,
    thumbnailPublicId: row.thumbnail_public_id,
    thumbnailFormat: row.thumbnail_format,
    pdfPublicId: row.pdf_public_id,
    pdfFormat: row.pdf_format,
    pdfBytes: row.pdf_bytes === null ? null : Number(row.pdf_bytes),
    status: row.status,
    themes: row.themes,
    purchasesCount: row.purchases_count,
    revenuePaise: Number(row.revenue_paise),
    deletedAt: row.deleted_at ? DateTime.fromJSDate(row.deleted_at) : null,
    createdAt: DateTime.fromJSDate(row.created_at),
    updatedAt: DateTime.fromJSDate(row.updated_at),
    $extras: { owned: row.owned === true },
  }
}

/**
 * `meta` of POST /store/getAllBooks: the paging, and how many of the matching items are free
 * (the store's Free Resources figure, counted over the whole listing, not the page on screen).
 */
export interface BookListMeta extends ListMeta {
  freeItems: number
}

export interface BookPage {
  items: StoreItemCard[]
  meta: BookListMeta
}

/**
 * The store listing (POST /store/getAllBooks). Deleted items never appear.
 * Everyone sees published items only, except an admin in the admin view, who
 * sees every status or the one asked for.
 */
export default class StoreListingService {
  /**
   * The live items matching the filters (status, type, author, search): the
   * page, the admin's figures and the CSV export all read the same set.
   */
  conditions(filters: Omit<BookFilters, 'page' | 'limit'>) {
    return this.searched(this.unsearched(filters), filters.search)
  }

  /** `listed` narrowed to the search, if there is one. */
  private searched(listed: ListingConditions, search: string | null | undefined) {
    // lower(title || ' ' || author || ' ' || description), stored with the row and
    // indexed with trigrams: a substring match, see docs/decisions.md "Listing search"
    return search ? listed.and('store_items.search_text LIKE ?', containsPattern(search)) : listed
  }

  /** The live items matching the filters but the search. */
  private unsearched(filters: Omit<BookFilters, 'page' | 'limit'>) {
    const listed = new ListingConditions().add('store_items.deleted_at IS NULL')
    if (!filters.adminView) listed.add('store_items.status = ?', 'published')
    else if (filters.status !== 'all') listed.add('store_items.status = ?', filters.status)
    if (filters.type) listed.add('store_items.type = ?', filters.type)
    if (filters.author) listed.add('lower(store_items.author) = ?', filters.author.toLowerCase())
    return listed
  }

  /**
   * A search the store's newest-first index can try first (see readPage):
   * newest or oldest first, one status, no other filter.
   */
  private indexedSearch(
    filters: BookFilters,
    unsearched: ListingConditions
  ): IndexedSearch | undefined {
    const oneStatus = !filters.adminView || filters.status !== 'all'
    if (!filters.search || filters.sort !== 'createdAt' || !oneStatus) return undefined
    if (filters.type || filters.author) return undefined
    return {
      term: filters.search.toLowerCase(),
      column: 'store_items.search_text',
      orderColumns: 'store_items.created_at',
      unsearched,
    }
  }

  /** The matching items as a query, without order or paging (the admin's figures and export). */
  filtered(filters: Omit<BookFilters, 'page' | 'limit'>) {
    const matching = this.conditions(filters)
    return StoreItem.query().whereRaw(`(${matching.predicate})`, matching.bindings as never)
  }

  /**
   * A page and the count, sent together. Written as SQL like the catalogue's
   * page (see CatalogueService.list and readPage).
   */
  async page(filters: BookFilters, userId?: string): Promise<BookPage> {
    const listed = this.unsearched(filters)
    const matching = this.searched(listed, filters.search)
    const search = Boolean(filters.search)

    // both figures in one pass over the matches, so they always describe the same listing
    const counting = async () => {
      const [counted] = await readListing<{ total: string; free: string }>(
        `SELECT count(*) AS total, count(*) FILTER (WHERE store_items.price_paise = 0) AS free FROM store_items${matching.sql}`,
        matching.bindings,
        { prepared: !search }
      )
      return { total: Number(counted.total), free: Number(counted.free) }
    }
    // the published store's counts are the same for everyone: see listingCounts (a key of its
    // own: a cache shared with instances still running the previous release keeps their number)
    const countKey = filters.adminView
      ? null
      : `counts:books:${JSON.stringify([filters.type, filters.author?.toLowerCase() ?? null, filters.search?.toLowerCase() ?? null])}`
    const [counts, rows] = await Promise.all([
      countKey ? listingCounts.remember(countKey, counting) : counting(),
      readPage<StoreItemRow>({
        select: `SELECT store_items.*${userId ? `, ${OWNED}` : ''}`,
        selectBindings: userId ? [userId] : [],
        from: 'store_items',
        id: 'store_items.id',
        matching,
        order: `${SORT_COLUMNS[filters.sort]} ${filters.order}, store_items.id ${filters.order}`,
        limit: filters.limit,
        offset: (filters.page - 1) * filters.limit,
        search,
        indexedSearch: this.indexedSearch(filters, listed),
      }),
    ])
    const items = rows.map(cardFromRow)
    return {
      items,
      meta: {
        ...listMeta({ page: filters.page, perPage: filters.limit, total: counts.total }),
        freeItems: counts.free,
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
