import { FormGroup, InputGroup } from '@blueprintjs/core'
import { Person } from '@blueprintjs/icons'
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
import {
  OrderToggle,
  PageSizeSelect,
  SearchBox,
  SelectField,
  useDebouncedCommit,
} from '@pathshala/ui'

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
        <SelectField
          id="store-category"
          label="Category"
          className="store-filters__field"
          fill
          value={filters.category ?? ALL}
          options={[{ value: ALL, label: 'All' }, ...STORE_CATEGORIES]}
          onValueChange={(value) =>
            onChange({ category: value === ALL ? null : (value as StoreItemType) })
          }
        />
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
        <SelectField
          id="store-sort"
          label="Sort by"
          className="store-filters__field"
          fill
          value={filters.sort}
          options={STORE_SORTS}
          onValueChange={(sort) => onChange({ sort: sort as StoreSort })}
        />
        {/* The button says the order; its name carries the group's label too. */}
        <OrderToggle
          className="store-filters__field"
          fill
          variant="outlined"
          ascending={ascending}
          text={orderText}
          ariaLabel={`Order: ${orderText}`}
          title={ascending ? 'Ascending: switch to descending' : 'Descending: switch to ascending'}
          onToggle={() => onChange({ order: ascending ? 'desc' : 'asc' })}
        />
        <PageSizeSelect
          id="store-limit"
          className="store-filters__field"
          fill
          value={filters.limit}
          sizes={pageSizes}
          onChange={(limit) => onChange({ limit })}
        />
      </div>
    </section>
  )
}
