import type { StoreItemType, StoreListRequest } from '@pathshala/shared'

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

export const STORE_CATEGORIES: readonly { value: StoreItemType; label: string }[] = [
  { value: 'Notes', label: 'Study Notes' },
  { value: 'TestSeries', label: 'Test Series' },
  { value: 'Material', label: 'Study Material' },
  { value: 'Books', label: 'Books' },
]

export const STORE_SORTS: readonly { value: StoreSort; label: string }[] = [
  { value: 'createdAt', label: 'Latest First' },
  { value: 'title', label: 'Title A-Z' },
  { value: 'author', label: 'Author A-Z' },
  { value: 'price', label: 'Price' },
  { value: 'purchases', label: 'Most Popular' },
]

export const STORE_PAGE_SIZES: readonly number[] = [12, 24, 36, 48]

const MAX_LIMIT = 100
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

/**
 * The order each sort reads best in, applied when the sort changes: 'Title A-Z' should start at
 * A, 'Latest First' and 'Most Popular' at the top. The order toggle flips it afterwards.
 */
export const NATURAL_ORDER: Readonly<Record<StoreSort, SortOrder>> = {
  createdAt: 'desc',
  title: 'asc',
  author: 'asc',
  price: 'asc',
  purchases: 'desc',
}

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

function cleanText(value: string | null, max: number): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').slice(0, max)
}

/**
 * Reads the filters from the address bar with the documented sanitising (learner-side.md §5):
 * page below 1 or not an integer becomes 1; limit is clamped to 1-100 (missing or not a number
 * gives the store's 12); order is asc or desc, else desc; sort is one of createdAt, title,
 * author, price, purchases, else createdAt. An unknown category means All.
 */
export function filtersFromSearchParams(params: URLSearchParams): StoreFilters {
  const pageText = params.get('page')?.trim() ?? ''
  const page = /^\d+$/.test(pageText) ? Number(pageText) : Number.NaN

  const limitText = params.get('limit')?.trim() ?? ''
  const limitNumber = limitText === '' ? Number.NaN : Number(limitText)
  const limit = Number.isFinite(limitNumber)
    ? Math.min(MAX_LIMIT, Math.max(1, Math.trunc(limitNumber)))
    : DEFAULT_STORE_FILTERS.limit

  const order = params.get('order')
  const sort = params.get('sort')
  const categoryText = params.get('category')?.trim().toLowerCase()
  const category =
    STORE_CATEGORIES.find((entry) => entry.value.toLowerCase() === categoryText)?.value ?? null

  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    limit,
    sort: STORE_SORTS.some((entry) => entry.value === sort)
      ? (sort as StoreSort)
      : DEFAULT_STORE_FILTERS.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_STORE_FILTERS.order,
    category,
    author: cleanText(params.get('author'), MAX_AUTHOR_LENGTH),
    search: cleanText(params.get('search'), MAX_SEARCH_LENGTH),
  }
}

/**
 * The address-bar form of the filters: defaults are left out so a plain /home/store stays plain
 * and a shared link carries only what was chosen. Keys are the API's filter names.
 */
export function searchParamsFromFilters(filters: StoreFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  if (filters.category) params.set('category', filters.category)
  if (filters.author) params.set('author', filters.author)
  if (filters.sort !== DEFAULT_STORE_FILTERS.sort) params.set('sort', filters.sort)
  if (filters.order !== DEFAULT_STORE_FILTERS.order) params.set('order', filters.order)
  if (filters.limit !== DEFAULT_STORE_FILTERS.limit) params.set('limit', String(filters.limit))
  if (filters.page !== DEFAULT_STORE_FILTERS.page) params.set('page', String(filters.page))
  return params
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
