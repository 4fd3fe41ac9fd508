/*
| The words for the store's categories and sorts, and how each sort reads best: the learners'
| store and the admin's Published Books offer the same ones, so they are named once here.
*/
import type { SortOrder } from './types/course.ts'
import type { StoreItemType, StoreSortField } from './types/store.ts'

export const STORE_CATEGORY_OPTIONS: readonly { value: StoreItemType; label: string }[] = [
  { value: 'Notes', label: 'Study Notes' },
  { value: 'TestSeries', label: 'Test Series' },
  { value: 'Material', label: 'Study Material' },
  { value: 'Books', label: 'Books' },
]

/** The sorts anyone may ask for; the admin list adds `revenue`. */
export const PUBLIC_STORE_SORT_OPTIONS = [
  { value: 'createdAt', label: 'Latest First' },
  { value: 'title', label: 'Title A-Z' },
  { value: 'author', label: 'Author A-Z' },
  { value: 'price', label: 'Price' },
  { value: 'purchases', label: 'Most Popular' },
] as const satisfies readonly { value: StoreSortField; label: string }[]

export const STORE_PAGE_SIZES: readonly number[] = [12, 24, 36, 48]

/**
 * The order each sort reads best in, applied when the sort changes: 'Title A-Z' should start at
 * A, 'Latest First' and 'Most Popular' at the top. The order toggle flips it afterwards.
 */
export const NATURAL_STORE_ORDER: Readonly<Record<StoreSortField, SortOrder>> = {
  createdAt: 'desc',
  title: 'asc',
  author: 'asc',
  price: 'asc',
  purchases: 'desc',
  revenue: 'desc',
}
