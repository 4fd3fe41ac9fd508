import type { CourseSortBy, SortOrder } from '@pathshala/shared'
import { readChoice, readPage, readText, writeParams, type UrlFilterCodec } from '@pathshala/ui'
import type { RequestBody } from '../../../app/api.ts'

// The catalogue's filters and how they live in the URL, so a refresh or a shared link shows the
// same courses. Defaults are left out of the URL.

export const PAGE_SIZES = [12, 15, 24, 36] as const
export type PageSize = (typeof PAGE_SIZES)[number]

export const SEARCH_MAX_LENGTH = 100

export interface SortOption {
  value: CourseSortBy
  label: string
  /** The direction a learner expects on choosing it (names A-Z, newest and most popular first). */
  naturalOrder: SortOrder
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'createdAt', label: 'Latest First', naturalOrder: 'desc' },
  { value: 'courseName', label: 'Course Name A-Z', naturalOrder: 'asc' },
  { value: 'instructor', label: 'Instructor A-Z', naturalOrder: 'asc' },
  { value: 'price', label: 'Price', naturalOrder: 'asc' },
  { value: 'enrollments', label: 'Most Popular', naturalOrder: 'desc' },
]

export interface ExploreFilters {
  search: string
  /** A category id, or null for All. */
  category: string | null
  sort: CourseSortBy
  order: SortOrder
  limit: PageSize
  page: number
}

export const DEFAULT_FILTERS: Readonly<ExploreFilters> = {
  search: '',
  category: null,
  sort: 'createdAt',
  order: 'desc',
  limit: 12,
  page: 1,
}

const SORT_VALUES = SORT_OPTIONS.map((option) => option.value)
const ORDERS: readonly SortOrder[] = ['asc', 'desc']

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i

/** Reads the filters from the query string; anything missing or invalid takes its default. */
export function filtersFromParams(params: URLSearchParams): ExploreFilters {
  const category = params.get('category')?.trim() ?? ''
  return {
    search: readText(params, 'search', SEARCH_MAX_LENGTH),
    category: UUID.test(category) ? category.toLowerCase() : null,
    sort: readChoice(params, 'sort', SORT_VALUES, DEFAULT_FILTERS.sort),
    order: readChoice(params, 'order', ORDERS, DEFAULT_FILTERS.order),
    limit: readChoice(params, 'limit', PAGE_SIZES, DEFAULT_FILTERS.limit),
    page: readPage(params),
  }
}

/** The query string for the filters, in a fixed order, without the defaults. */
export function paramsFromFilters(filters: ExploreFilters): URLSearchParams {
  return writeParams([
    ['search', filters.search.trim(), DEFAULT_FILTERS.search],
    ['category', filters.category, DEFAULT_FILTERS.category],
    ['sort', filters.sort, DEFAULT_FILTERS.sort],
    ['order', filters.order, DEFAULT_FILTERS.order],
    ['limit', filters.limit, DEFAULT_FILTERS.limit],
    ['page', filters.page, DEFAULT_FILTERS.page],
  ])
}

/** How the catalogue's filters live in the address bar (for useUrlFilters). */
export const EXPLORE_FILTERS_IN_URL: UrlFilterCodec<ExploreFilters> = {
  parse: filtersFromParams,
  serialize: paramsFromFilters,
}

/**
 * The filters after a change. Anything but the page itself sends the learner back to page 1
 * (category, sort, order, page size and search all reset the page).
 */
export function changeFilters(
  filters: ExploreFilters,
  change: Partial<ExploreFilters>
): ExploreFilters {
  const next = { ...filters, ...change }
  if (change.search !== undefined) next.search = change.search.trim().slice(0, SEARCH_MAX_LENGTH)
  const onlyPage = Object.keys(change).every((key) => key === 'page')
  if (!onlyPage) next.page = 1
  return next
}

/** Clear All: search '', category All, page 1, Latest First, descending; the page size stays. */
export function clearedFilters(filters: ExploreFilters): ExploreFilters {
  return { ...DEFAULT_FILTERS, limit: filters.limit }
}

/** Whether anything narrows or reorders the list (Clear All has something to do). */
export function hasActiveFilters(filters: ExploreFilters): boolean {
  const cleared = clearedFilters(filters)
  return (
    filters.search !== cleared.search ||
    filters.category !== cleared.category ||
    filters.sort !== cleared.sort ||
    filters.order !== cleared.order ||
    filters.page !== cleared.page
  )
}

export function sortLabel(sort: CourseSortBy): string {
  return SORT_OPTIONS.find((option) => option.value === sort)?.label ?? sort
}

export function naturalOrderOf(sort: CourseSortBy): SortOrder {
  return SORT_OPTIONS.find((option) => option.value === sort)?.naturalOrder ?? 'desc'
}

/** The body of POST /courses/getAllCourses for the filters. */
export function courseListRequest(
  filters: ExploreFilters
): RequestBody<'POST', '/courses/getAllCourses'> {
  return {
    page: filters.page,
    limit: filters.limit,
    ...(filters.category ? { categoryIds: [filters.category] } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    sortBy: filters.sort,
    sortOrder: filters.order,
  }
}
