import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core'
import { SortAsc, SortDesc } from '@blueprintjs/icons'
import type { StoreItemStatus, StoreItemType, StoreSortField } from '@pathshala/shared'
import { FilterChips, SearchBox, type FilterChip } from '@pathshala/ui'
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
        <FormGroup label="Category" labelFor="books-category" className="books-filter">
          <HTMLSelect
            id="books-category"
            value={view.category ?? 'all'}
            onChange={(event) => {
              const value = event.currentTarget.value
              onChange({ category: value === 'all' ? null : (value as StoreItemType) })
            }}
          >
            <option value="all">All Categories</option>
            {BOOK_CATEGORIES.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Author" labelFor="books-author" className="books-filter">
          <HTMLSelect
            id="books-author"
            value={selectedAuthor}
            onChange={(event) => onChange({ author: event.currentTarget.value })}
          >
            <option value="">All Authors</option>
            {authorChoices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Status" labelFor="books-status" className="books-filter">
          <HTMLSelect
            id="books-status"
            value={view.status}
            onChange={(event) =>
              onChange({ status: event.currentTarget.value as StoreItemStatus | 'all' })
            }
          >
            <option value="all">All statuses</option>
            {BOOK_STATUSES.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Sort by" labelFor="books-sort" className="books-filter">
          <HTMLSelect
            id="books-sort"
            value={view.sort}
            onChange={(event) => onChange({ sort: event.currentTarget.value as StoreSortField })}
          >
            {BOOK_SORTS.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Order" labelFor="books-order" className="books-filter">
          <Button
            id="books-order"
            icon={ascending ? <SortAsc /> : <SortDesc />}
            text={ascending ? 'Ascending' : 'Descending'}
            aria-label={`${sortLabel(view.sort)}: ${ascending ? 'ascending' : 'descending'}, change order`}
            onClick={() => onChange({ order: ascending ? 'desc' : 'asc' })}
          />
        </FormGroup>
        <FormGroup label="Per page" labelFor="books-limit" className="books-filter">
          <HTMLSelect
            id="books-limit"
            value={view.limit}
            onChange={(event) => onChange({ limit: Number(event.currentTarget.value) })}
          >
            {BOOK_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <FilterChips chips={chips} onClearAll={onClearAll} />
    </div>
  )
}
