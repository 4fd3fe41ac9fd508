import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core'
import { Person, SortAsc, SortDesc } from '@blueprintjs/icons'
import type { StoreItemType } from '@pathshala/shared'
import {
  STORE_CATEGORIES,
  STORE_PAGE_SIZES,
  STORE_SORTS,
  orderLabel,
  type FilterChange,
  type StoreFilters,
  type StoreSort,
} from '../api/store-filters.ts'
import { SearchBox, useDebouncedCommit } from '@pathshala/ui'

interface Props {
  filters: StoreFilters
  onChange: (change: FilterChange) => void
}

const ALL = 'all'

/** Search, then Category, Author, Sort by, the order toggle and the page size. */
export function StoreFilterBar({ filters, onChange }: Props) {
  const [authorDraft, setAuthorDraft] = useDebouncedCommit(filters.author, (author) =>
    onChange({ author })
  )
  // A size typed into the URL (clamped to 1-100) is shown as it is, not silently swapped.
  const pageSizes = STORE_PAGE_SIZES.includes(filters.limit)
    ? STORE_PAGE_SIZES
    : [...STORE_PAGE_SIZES, filters.limit].sort((a, b) => a - b)
  const ascending = filters.order === 'asc'
  const orderText = orderLabel(filters.sort, filters.order)

  return (
    <section className="store-filters" aria-label="Search and filters">
      <SearchBox
        id="store-search"
        size="large"
        label="Search the store"
        placeholder="Search for books, notes, test series, authors..."
        value={filters.search}
        onCommit={(search) => onChange({ search })}
      />
      <div className="store-filters__row">
        <FormGroup label="Category" labelFor="store-category" className="store-filters__field">
          <HTMLSelect
            id="store-category"
            fill
            value={filters.category ?? ALL}
            onChange={(event) => {
              const value = event.currentTarget.value
              onChange({ category: value === ALL ? null : (value as StoreItemType) })
            }}
          >
            <option value={ALL}>All</option>
            {STORE_CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Author" labelFor="store-author" className="store-filters__field">
          <InputGroup
            id="store-author"
            type="search"
            leftIcon={<Person />}
            placeholder="Any author"
            value={authorDraft}
            onValueChange={setAuthorDraft}
            maxLength={120}
          />
        </FormGroup>
        <FormGroup label="Sort by" labelFor="store-sort" className="store-filters__field">
          <HTMLSelect
            id="store-sort"
            fill
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.currentTarget.value as StoreSort })}
          >
            {STORE_SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {/* The button says the order; its name carries the group's label too. */}
        <FormGroup label="Order" className="store-filters__field">
          <Button
            fill
            alignText="start"
            variant="outlined"
            icon={ascending ? <SortAsc /> : <SortDesc />}
            text={orderText}
            aria-label={`Order: ${orderText}`}
            title={
              ascending ? 'Ascending: switch to descending' : 'Descending: switch to ascending'
            }
            onClick={() => onChange({ order: ascending ? 'desc' : 'asc' })}
          />
        </FormGroup>
        <FormGroup label="Per page" labelFor="store-limit" className="store-filters__field">
          <HTMLSelect
            id="store-limit"
            fill
            value={filters.limit}
            onChange={(event) => onChange({ limit: Number(event.currentTarget.value) })}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
    </section>
  )
}
