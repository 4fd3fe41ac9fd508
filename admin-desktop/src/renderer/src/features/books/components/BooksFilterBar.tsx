import type { StoreItemStatus, StoreItemType, StoreSortField } from '@pathshala/shared'
import {
  FilterChips,
  OrderToggle,
  PageSizeSelect,
  SearchBox,
  SelectField,
  type FilterChip,
} from '@pathshala/ui'
import { useAuthorOptions } from '../api/use-books.ts'
import {
  BOOK_CATEGORIES,
  BOOK_PAGE_SIZES,
  BOOK_SORTS,
  BOOK_STATUSES,
  categoryLabel,
  SEARCH_MAX_LENGTH,
  sortLabel,
  type BooksFilterChange,
  type BooksView,
} from '../lib/book-filters.ts'

interface BooksFilterBarProps {
  view: BooksView
  /** `replace`: typing, which should not add a history entry per pause */
  onChange: (change: BooksFilterChange, replace?: boolean) => void
  onClearAll: () => void
}

const ALL = 'all'

/** Search, Category, Author, Status, Sort by, the order toggle and page size, with chips. */
export function BooksFilterBar({ view, onChange, onClearAll }: BooksFilterBarProps) {
  const authors = useAuthorOptions()
  const authorNames = authors.data?.map((author) => author.name) ?? []
  // a link may name an author the first page of options does not hold
  const known = authorNames.some((name) => name.toLowerCase() === view.author.toLowerCase())
  const authorChoices = view.author && !known ? [view.author, ...authorNames] : authorNames
  const selectedAuthor =
    authorChoices.find((name) => name.toLowerCase() === view.author.toLowerCase()) ?? ''

  const chips: FilterChip[] = []
  if (view.search)
    chips.push({
      id: 'search',
      label: `Search: ${view.search}`,
      onRemove: () => onChange({ search: '' }),
    })
  if (view.category)
    chips.push({
      id: 'category',
      label: `Category: ${categoryLabel(view.category)}`,
      onRemove: () => onChange({ category: null }),
    })
  if (view.author)
    chips.push({
      id: 'author',
      label: `Author: ${view.author}`,
      onRemove: () => onChange({ author: '' }),
    })
  if (view.status !== 'all')
    chips.push({
      id: 'status',
      label: `Status: ${BOOK_STATUSES.find((entry) => entry.value === view.status)?.label}`,
      onRemove: () => onChange({ status: 'all' }),
    })

  const ascending = view.order === 'asc'
  return (
    <div className="books-filters">
      <div className="books-filters-row">
        <div className="books-search">
          <SearchBox
            id="books-search"
            label="Search books"
            placeholder="Search books, authors, categories..."
            value={view.search}
            maxLength={SEARCH_MAX_LENGTH}
            onCommit={(search) => onChange({ search }, true)}
          />
        </div>
        <SelectField
          id="books-category"
          label="Category"
          className="books-filter"
          value={view.category ?? ALL}
          options={[{ value: ALL, label: 'All Categories' }, ...BOOK_CATEGORIES]}
          onValueChange={(value) =>
            onChange({ category: value === ALL ? null : (value as StoreItemType) })
          }
        />
        <SelectField
          id="books-author"
          label="Author"
          className="books-filter"
          value={selectedAuthor}
          options={[
            { value: '', label: 'All Authors' },
            ...authorChoices.map((name) => ({ value: name, label: name })),
          ]}
          onValueChange={(author) => onChange({ author })}
        />
        <SelectField
          id="books-status"
          label="Status"
          className="books-filter"
          value={view.status}
          options={[{ value: ALL, label: 'All statuses' }, ...BOOK_STATUSES]}
          onValueChange={(status) => onChange({ status: status as StoreItemStatus | 'all' })}
        />
        <SelectField
          id="books-sort"
          label="Sort by"
          className="books-filter"
          value={view.sort}
          options={BOOK_SORTS}
          onValueChange={(sort) => onChange({ sort: sort as StoreSortField })}
        />
        <OrderToggle
          id="books-order"
          className="books-filter"
          ascending={ascending}
          ariaLabel={`${sortLabel(view.sort)}: ${ascending ? 'ascending' : 'descending'}, change order`}
          onToggle={() => onChange({ order: ascending ? 'desc' : 'asc' })}
        />
        <PageSizeSelect
          id="books-limit"
          className="books-filter"
          value={view.limit}
          sizes={BOOK_PAGE_SIZES}
          onChange={(limit) => onChange({ limit })}
        />
      </div>
      <FilterChips chips={chips} onClearAll={onClearAll} />
    </div>
  )
}
