import type { CourseSortBy } from '@pathshala/shared'
import type { Category } from '../api/catalogue-types.ts'
import { Button, Card } from '@blueprintjs/core'
import { FilterRemove } from '@blueprintjs/icons'
import {
  OrderToggle,
  PageSizeSelect,
  SearchBox,
  SelectField,
  type SelectOption,
} from '@pathshala/ui'
import {
  naturalOrderOf,
  PAGE_SIZES,
  SEARCH_MAX_LENGTH,
  SORT_OPTIONS,
  type ExploreFilters,
  type PageSize,
} from '../lib/explore-filters.ts'

interface ExploreToolbarProps {
  filters: ExploreFilters
  categories: Category[] | undefined
  onChange: (change: Partial<ExploreFilters>) => void
  onClearAll: () => void
  canClear: boolean
}

const ALL = 'all'

/** All, then every category; a category from a shared link stays selectable while the list loads. */
function categoryOptions(chosen: string | null, categories: Category[] | undefined) {
  const options: SelectOption[] = [{ value: ALL, label: 'All' }]
  if (chosen && !categories?.some((item) => item._id === chosen)) {
    options.push({ value: chosen, label: 'Selected category' })
  }
  for (const category of categories ?? []) {
    options.push({ value: category._id, label: category.name })
  }
  return options
}

/** Search, category, sort, order, page size and Clear All. */
export function ExploreToolbar({
  filters,
  categories,
  onChange,
  onClearAll,
  canClear,
}: ExploreToolbarProps) {
  const ascending = filters.order === 'asc'
  return (
    <Card className="explore-toolbar">
      <div className="explore-toolbar-search">
        <SearchBox
          id="explore-search"
          size="large"
          label="Search courses"
          placeholder="Search courses..."
          value={filters.search}
          maxLength={SEARCH_MAX_LENGTH}
          onCommit={(search) => onChange({ search })}
        />
      </div>
      <div className="explore-toolbar-controls">
        <SelectField
          id="explore-category"
          label="Category"
          className="explore-field"
          fill
          value={filters.category ?? ALL}
          options={categoryOptions(filters.category, categories)}
          onValueChange={(value) => onChange({ category: value === ALL ? null : value })}
        />
        <SelectField
          id="explore-sort"
          label="Sort by"
          className="explore-field"
          fill
          value={filters.sort}
          options={SORT_OPTIONS}
          onValueChange={(value) => {
            const sort = value as CourseSortBy
            onChange({ sort, order: naturalOrderOf(sort) })
          }}
        />
        <OrderToggle
          id="explore-order"
          className="explore-field"
          fill
          ascending={ascending}
          ariaLabel={`Order: ${ascending ? 'ascending' : 'descending'}. Switch to ${ascending ? 'descending' : 'ascending'}`}
          onToggle={() => onChange({ order: ascending ? 'desc' : 'asc' })}
        />
        <PageSizeSelect
          id="explore-limit"
          className="explore-field"
          fill
          value={filters.limit}
          sizes={PAGE_SIZES}
          onChange={(limit) => onChange({ limit: limit as PageSize })}
        />
        <div className="explore-field explore-clear">
          <Button
            variant="outlined"
            icon={<FilterRemove />}
            text="Clear All"
            disabled={!canClear}
            onClick={onClearAll}
          />
        </div>
      </div>
    </Card>
  )
}
