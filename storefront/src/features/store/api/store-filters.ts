import {
  NATURAL_STORE_ORDER,
  PUBLIC_STORE_SORT_OPTIONS,
  STORE_CATEGORY_OPTIONS,
  STORE_PAGE_SIZES,
  type StoreItemType,
} from '@pathshala/shared'
import { readChoice, readPage, readText, writeParams, type UrlFilterCodec } from '@pathshala/ui'
import type { StoreListRequest } from './store-types.ts'

/** The store's sorts; `revenue` is admin-only and never offered here. */
export type StoreSort = 'createdAt' | 'title' | 'author' | 'price' | 'purchases'
export type SortOrder = 'asc' | 'desc'

/** What the store screen filters by; every field lives in the URL. */
export interface StoreFilters {
  page: number
  limit: number
  sort: StoreSort
  order: SortOrder
  /** null means every type ('All') */
  category: StoreItemType | null
  author: string
  search: string
}

export const STORE_CATEGORIES = STORE_CATEGORY_OPTIONS
export const STORE_SORTS: readonly { value: StoreSort; label: string }[] = PUBLIC_STORE_SORT_OPTIONS
export { STORE_PAGE_SIZES }

const MAX_LIMIT = 100
const ORDERS: readonly SortOrder[] = ['asc', 'desc']
// The server cuts longer text; cutting here too keeps the URL and the chips honest.
const MAX_AUTHOR_LENGTH = 120
const MAX_SEARCH_LENGTH = 100

export const DEFAULT_STORE_FILTERS: Readonly<StoreFilters> = {
  page: 1,
  limit: 12,
  sort: 'createdAt',
  order: 'desc',
  category: null,
  author: '',
  search: '',
}

export const NATURAL_ORDER: Readonly<Record<StoreSort, SortOrder>> = NATURAL_STORE_ORDER

export function categoryLabel(category: StoreItemType | null): string {
  if (category === null) return 'All'
  return STORE_CATEGORIES.find((entry) => entry.value === category)?.label ?? category
}

export function sortLabel(sort: StoreSort): string {
  return STORE_SORTS.find((entry) => entry.value === sort)?.label ?? sort
}

/** What the order toggle says, in the words of the current sort. */
export function orderLabel(sort: StoreSort, order: SortOrder): string {
  const ascending = order === 'asc'
  switch (sort) {
    case 'createdAt':
      return ascending ? 'Oldest first' : 'Newest first'
    case 'title':
    case 'author':
      return ascending ? 'A to Z' : 'Z to A'
    case 'price':
      return ascending ? 'Low to high' : 'High to low'
    case 'purchases':
      return ascending ? 'Least popular first' : 'Most popular first'
  }
}

/**
 * Reads the filters from the address bar, forgiving anything a hand-edited link may hold:
 * page below 1 or not an integer becomes 1; limit is clamped to 1-100 (missing or not a number
 * gives the store's 12); order is asc or desc, else desc; sort is one of createdAt, title,
 * author, price, purchases, else createdAt. An unknown category means All.
 */
export function filtersFromSearchParams(params: URLSearchParams): StoreFilters {
  const limitText = params.get('limit')?.trim() ?? ''
  const limitNumber = limitText === '' ? Number.NaN : Number(limitText)
  const limit = Number.isFinite(limitNumber)
    ? Math.min(MAX_LIMIT, Math.max(1, Math.trunc(limitNumber)))
    : DEFAULT_STORE_FILTERS.limit

  const categories = STORE_CATEGORIES.map((entry) => entry.value)
  const sorts = STORE_SORTS.map((entry) => entry.value)

  return {
    page: readPage(params),
    limit,
    sort: readChoice(params, 'sort', sorts, DEFAULT_STORE_FILTERS.sort),
    order: readChoice(params, 'order', ORDERS, DEFAULT_STORE_FILTERS.order),
    category: readChoice(params, 'category', categories, null, { ignoreCase: true }),
    author: readText(params, 'author', MAX_AUTHOR_LENGTH),
    search: readText(params, 'search', MAX_SEARCH_LENGTH),
  }
}

/**
 * The address-bar form of the filters: defaults are left out so a plain /home/store stays plain
 * and a shared link carries only what was chosen. Keys are the API's filter names.
 */
export function searchParamsFromFilters(filters: StoreFilters): URLSearchParams {
  const defaults = DEFAULT_STORE_FILTERS
  return writeParams([
    ['search', filters.search, defaults.search],
    ['category', filters.category, defaults.category],
    ['author', filters.author, defaults.author],
    ['sort', filters.sort, defaults.sort],
    ['order', filters.order, defaults.order],
    ['limit', filters.limit, defaults.limit],
    ['page', filters.page, defaults.page],
  ])
}

/** How the store's filters live in the address bar (for useUrlFilters). */
export const STORE_FILTERS_IN_URL: UrlFilterCodec<StoreFilters> = {
  parse: filtersFromSearchParams,
  serialize: searchParamsFromFilters,
}

/** The listing call's filters; empty ones are left for the client to drop. */
export function toStoreListRequest(filters: StoreFilters): StoreListRequest {
  return {
    page: filters.page,
    limit: filters.limit,
    sort: filters.sort,
    order: filters.order,
    category: filters.category,
    author: filters.author || null,
    search: filters.search || null,
  }
}

export type FilterChange = Partial<Omit<StoreFilters, 'page'>>

/**
 * Any filter change starts again at page 1 (a later page of the old results means nothing for
 * the new ones); a new sort brings its natural order unless an order is given with it.
 */
export function changeFilters(filters: StoreFilters, change: FilterChange): StoreFilters {
  const sortChanged = change.sort !== undefined && change.sort !== filters.sort
  const order = change.order ?? (sortChanged ? NATURAL_ORDER[change.sort!] : filters.order)
  return { ...filters, ...change, order, page: 1 }
}

/** 'Clear all filters': search, category and author go, back to page 1; sort and size stay. */
export function clearAllFilters(filters: StoreFilters): StoreFilters {
  return { ...filters, search: '', category: null, author: '', page: 1 }
}

export function hasActiveFilters(filters: StoreFilters): boolean {
  return filters.search !== '' || filters.category !== null || filters.author !== ''
}
