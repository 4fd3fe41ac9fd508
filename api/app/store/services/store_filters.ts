import { STORE_ITEM_STATUSES, STORE_ITEM_TYPES, type StoreSortField } from '@pathshala/shared'
import type { StoreItemStatus } from '#store/models/store_item'

const PUBLIC_SORTS = [
  'createdAt',
  'title',
  'author',
  'price',
  'purchases',
] as const satisfies readonly StoreSortField[]
/** Every sort: the public ones, and `revenue` for admins in the admin view. */
export const BOOK_SORTS = [...PUBLIC_SORTS, 'revenue'] as const satisfies readonly StoreSortField[]
export type BookSort = StoreSortField

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Item ids are UUIDs; anything else names no item (404, not a database error). */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value)

export const DEFAULT_BOOK_LIMIT = 10
export const MAX_BOOK_LIMIT = 100

export interface BookFilters {
  page: number
  limit: number
  sort: BookSort
  order: 'asc' | 'desc'
  /** The type to match; an unknown category is kept as given and matches nothing. */
  type: string | null
  author: string | null
  search: string | null
  /** Honoured only for admins: drafts and archived items, status filter, revenue sort */
  adminView: boolean
  status: StoreItemStatus | 'all'
}

type Raw = Record<string, unknown>

const isAbsent = (value: unknown) => value === undefined || value === null || value === ''

/**
 * The filters of POST /store/getAllBooks come from the query string (the
 * documented way, and the old client's) and from a JSON body. Both are read;
 * where a filter is in both, the body wins, since a client that bothered to
 * put it in the body meant it. Empty values count as absent.
 */
export function mergeFilterSources(query: unknown, body: unknown): Raw {
  const merged: Raw = {}
  for (const source of [query, body]) {
    if (!source || typeof source !== 'object' || Array.isArray(source)) continue
    for (const [key, value] of Object.entries(source)) {
      if (!isAbsent(value)) merged[key] = value
    }
  }
  return merged
}

/** A repeated query key arrives as a list: the first one counts. */
function single(value: unknown) {
  return Array.isArray(value) ? value[0] : value
}

function text(value: unknown, max: number) {
  const raw = single(value)
  if (typeof raw !== 'string' && typeof raw !== 'number') return null
  const trimmed = String(raw).trim().replace(/\s+/g, ' ').slice(0, max)
  return trimmed === '' ? null : trimmed
}

/** An integer given as a number or as decimal digits; anything else is NaN. */
function integer(value: unknown) {
  const raw = single(value)
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : Number.NaN
  if (typeof raw === 'string' && /^\s*[+-]?\d+\s*$/.test(raw)) {
    const parsed = Number(raw)
    return Number.isSafeInteger(parsed) ? parsed : Number.NaN
  }
  return Number.NaN
}

function number(value: unknown) {
  const raw = single(value)
  if (typeof raw === 'number') return raw
  if (typeof raw === 'string' && raw.trim() !== '') return Number(raw)
  return Number.NaN
}

function flag(value: unknown) {
  const raw = single(value)
  return raw === true || raw === 'true' || raw === '1' || raw === 1
}

/**
 * The documented sanitising (docs/api-contract.md#filter-sanitising), applied
 * silently, never as an error:
 * - page: below 1 or not an integer becomes 1;
 * - limit: clamped to 1-100 (a fraction is cut to its integer part); missing
 *   or not a number gives 10;
 * - order: 'asc' or 'desc', anything else 'desc';
 * - sort: createdAt, title, author, price, purchases (admins in the admin view
 *   also revenue), anything else createdAt.
 * `category` (or `type`) matches the item type in any case, 'all' means no
 * filter; `author` matches exactly in any case; `search` looks in title,
 * author and description. `adminView` and `status` count only for admins.
 */
export function sanitiseBookFilters(raw: Raw, callerIsAdmin: boolean): BookFilters {
  const page = integer(raw.page)
  const limitNumber = number(raw.limit)
  const limit = Number.isFinite(limitNumber)
    ? Math.min(MAX_BOOK_LIMIT, Math.max(1, Math.trunc(limitNumber)))
    : DEFAULT_BOOK_LIMIT
  const adminView = callerIsAdmin && flag(raw.adminView)

  const orderRaw = single(raw.order)
  const order = orderRaw === 'asc' || orderRaw === 'desc' ? orderRaw : 'desc'

  const sortRaw = single(raw.sort)
  const sorts: readonly string[] = adminView ? BOOK_SORTS : PUBLIC_SORTS
  const sort = (
    typeof sortRaw === 'string' && sorts.includes(sortRaw) ? sortRaw : 'createdAt'
  ) as BookSort

  const category = text(raw.category ?? raw.type, 40)
  let type: string | null = null
  if (category && category.toLowerCase() !== 'all') {
    type =
      STORE_ITEM_TYPES.find((entry) => entry.toLowerCase() === category.toLowerCase()) ?? category
  }

  const statusRaw = text(raw.status, 20)?.toLowerCase()
  const status =
    adminView && STORE_ITEM_STATUSES.includes(statusRaw as StoreItemStatus)
      ? (statusRaw as StoreItemStatus)
      : 'all'

  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    limit,
    sort,
    order,
    type,
    author: text(raw.author, 120),
    search: text(raw.search, 100),
    adminView,
    status,
  }
}

const STATUS_FILTERS: readonly string[] = [...STORE_ITEM_STATUSES, 'all']

/**
 * Each filter as sanitiseBookFilters reads it, for the listing's validator
 * (validators/book_filters.ts): a value it can use is kept as it would read
 * it, any other becomes undefined, so that the validator refuses nothing and
 * sanitising what it gives back gives what sanitising the raw filters gives.
 */
export const usableFilter = {
  integer(value: unknown) {
    const parsed = integer(value)
    return Number.isNaN(parsed) ? undefined : parsed
  },
  number(value: unknown) {
    const parsed = number(value)
    return Number.isFinite(parsed) ? parsed : undefined
  },
  flag,
  /** One of `choices`, as given */
  choice(choices: readonly string[]) {
    return (value: unknown) => {
      const raw = single(value)
      return typeof raw === 'string' && choices.includes(raw) ? raw : undefined
    }
  },
  /** Text as given (sanitising trims and cuts it) when it holds more than spaces */
  text(max: number) {
    return (value: unknown) => (text(value, max) === null ? undefined : String(single(value)))
  },
  /**
   * A category given but blank reads as 'all': the category wins over `type`
   * when given at all, and a blank one matches every type.
   */
  category(value: unknown) {
    if (value === undefined || value === null) return undefined
    return usableFilter.text(40)(value) ?? 'all'
  },
  status(value: unknown) {
    const status = text(value, 20)?.toLowerCase()
    return status !== undefined && STATUS_FILTERS.includes(status) ? status : undefined
  },
}
