import type { Category, CourseSortBy } from '@pathshala/shared'
import { Button, Card, FormGroup, HTMLSelect } from '@blueprintjs/core'
import { FilterRemove, SortAsc, SortDesc } from '@blueprintjs/icons'
import { SearchBox } from '@pathshala/ui'
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
        <FormGroup label="Category" labelFor="explore-category" className="explore-field">
          <HTMLSelect
            id="explore-category"
            fill
            value={filters.category ?? ALL}
            onChange={(event) =>
              onChange({ category: event.target.value === ALL ? null : event.target.value })
            }
          >
            <option value={ALL}>All</option>
            {/* a category from a shared link stays selectable while the list loads */}
            {filters.category && !categories?.some((item) => item._id === filters.category) && (
              <option value={filters.category}>Selected category</option>
            )}
            {categories?.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Sort by" labelFor="explore-sort" className="explore-field">
          <HTMLSelect
            id="explore-sort"
            fill
            value={filters.sort}
            onChange={(event) => {
              const sort = event.target.value as CourseSortBy
              onChange({ sort, order: naturalOrderOf(sort) })
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Order" labelFor="explore-order" className="explore-field">
          <Button
            id="explore-order"
            fill
            alignText="start"
            icon={ascending ? <SortAsc /> : <SortDesc />}
            text={ascending ? 'Ascending' : 'Descending'}
            aria-label={`Order: ${ascending ? 'ascending' : 'descending'}. Switch to ${ascending ? 'descending' : 'ascending'}`}
            onClick={() => onChange({ order: ascending ? 'desc' : 'asc' })}
          />
        </FormGroup>
        <FormGroup label="Per page" labelFor="explore-limit" className="explore-field">
          <HTMLSelect
            id="explore-limit"
            fill
            value={filters.limit}
            onChange={(event) => onChange({ limit: Number(event.target.value) as PageSize })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
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
