import {
  NATURAL_STORE_ORDER,
  PUBLIC_STORE_SORT_OPTIONS,
  STORE_CATEGORY_OPTIONS,
  STORE_PAGE_SIZES,
  type StoreItemStatus,
  type StoreItemType,
  type StoreSortField,
} from '@pathshala/shared'
import { readChoice, readPage, readText, writeParams, type UrlFilterCodec } from '@pathshala/ui'
import type { StoreListRequest, StoreReportFilters } from '../api/book-types.ts'

export type SortOrder = 'asc' | 'desc'
export type BooksLayout = 'grid' | 'list'

/** The Published Books screen's state as its address holds it (docs/screens/admin.md#published-books). */
export interface BooksView {
  search: string
  /** null: All Categories */
  category: StoreItemType | null
  /** '': All Authors */
  author: string
  status: StoreItemStatus | 'all'
  sort: StoreSortField
  order: SortOrder
  limit: number
  page: number
  /** Grid or list; in the address so a reload or a shared link keeps it */
  layout: BooksLayout
}

export const BOOK_CATEGORIES = STORE_CATEGORY_OPTIONS

export const BOOK_STATUSES: readonly { value: StoreItemStatus; label: string }[] = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'archived', label: 'Archived' },
]

export const BOOK_SORTS: readonly { value: StoreSortField; label: string }[] = [
  ...PUBLIC_STORE_SORT_OPTIONS,
  { value: 'revenue', label: 'Revenue' },
]

export const BOOK_PAGE_SIZES = STORE_PAGE_SIZES
export const SEARCH_MAX_LENGTH = 100
export const AUTHOR_MAX_LENGTH = 120

export const DEFAULT_BOOKS_VIEW: Readonly<BooksView> = {
  search: '',
  category: null,
  author: '',
  status: 'all',
  sort: 'createdAt',
  order: 'desc',
  limit: 12,
  page: 1,
  layout: 'grid',
}

/** The order each sort reads best in, applied when the sort changes; the toggle flips it. */
export const NATURAL_ORDER = NATURAL_STORE_ORDER

const ORDERS: readonly SortOrder[] = ['asc', 'desc']
const LAYOUTS: readonly BooksLayout[] = ['grid', 'list']

export const booksCodec: UrlFilterCodec<BooksView> = {
  parse: (params) => ({
    search: readText(params, 'search', SEARCH_MAX_LENGTH),
    category: readChoice(
      params,
      'category',
      BOOK_CATEGORIES.map((entry) => entry.value),
      null,
      { ignoreCase: true }
    ),
    author: readText(params, 'author', AUTHOR_MAX_LENGTH),
    status: readChoice(
      params,
      'status',
      BOOK_STATUSES.map((entry) => entry.value),
      'all' as const,
      { ignoreCase: true }
    ),
    sort: readChoice(
      params,
      'sort',
      BOOK_SORTS.map((entry) => entry.value),
      DEFAULT_BOOKS_VIEW.sort
    ),
    order: readChoice(params, 'order', ORDERS, DEFAULT_BOOKS_VIEW.order),
    limit: readChoice<number>(params, 'limit', BOOK_PAGE_SIZES, DEFAULT_BOOKS_VIEW.limit),
    page: readPage(params),
    layout: readChoice(params, 'view', LAYOUTS, DEFAULT_BOOKS_VIEW.layout),
  }),
  serialize: (view) =>
    writeParams([
      ['search', view.search, ''],
      ['category', view.category, null],
      ['author', view.author, ''],
      ['status', view.status, 'all'],
      ['sort', view.sort, DEFAULT_BOOKS_VIEW.sort],
      ['order', view.order, DEFAULT_BOOKS_VIEW.order],
      ['limit', view.limit, DEFAULT_BOOKS_VIEW.limit],
      ['page', view.page, 1],
      ['view', view.layout, DEFAULT_BOOKS_VIEW.layout],
    ]),
}

/** The filters both the list and its figures and export take (no paging). */
export function reportFilters(view: BooksView): StoreReportFilters {
  return {
    search: view.search || null,
    category: view.category,
    author: view.author || null,
    status: view.status === 'all' ? null : view.status,
    sort: view.sort,
    order: view.order,
  }
}

/** The admin list call: every status (the admin view), the filters and the page. */
export function listRequest(view: BooksView): StoreListRequest {
  return { ...reportFilters(view), adminView: true, page: view.page, limit: view.limit }
}

export type BooksFilterChange = Partial<Omit<BooksView, 'page' | 'layout'>>

/**
 * Any filter change goes back to page 1; a new sort brings its natural order unless an order
 * comes with it.
 */
export function changeView(view: BooksView, change: BooksFilterChange): BooksView {
  const sortChanged = change.sort !== undefined && change.sort !== view.sort
  const order = change.order ?? (sortChanged ? NATURAL_ORDER[change.sort!] : view.order)
  return { ...view, ...change, order, page: 1 }
}

/** 'Clear all filters': search, category, author and status go; sort, size and layout stay. */
export function clearFilters(view: BooksView): BooksView {
  return { ...view, search: '', category: null, author: '', status: 'all', page: 1 }
}

export function hasFilters(view: BooksView): boolean {
  return view.search !== '' || view.category !== null || view.author !== '' || view.status !== 'all'
}

export function categoryLabel(category: string | null | undefined): string {
  return BOOK_CATEGORIES.find((entry) => entry.value === category)?.label ?? category ?? ''
}

export function sortLabel(sort: StoreSortField): string {
  return BOOK_SORTS.find((entry) => entry.value === sort)?.label ?? sort
}
