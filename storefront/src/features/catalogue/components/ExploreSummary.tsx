import type { Category } from '../api/catalogue-types.ts'
import { Classes } from '@blueprintjs/core'
import { FilterChips, type FilterChip } from '@pathshala/ui'
import { DEFAULT_FILTERS, sortLabel, type ExploreFilters } from '../lib/explore-filters.ts'

interface ExploreSummaryProps {
  filters: ExploreFilters
  categories: Category[] | undefined
  shown: number | undefined
  total: number | undefined
  totalPages: number | undefined
  onChange: (change: Partial<ExploreFilters>) => void
  onClearAll: () => void
}

/** The removable filter chips, then 'Showing X of Y courses' and 'Page N of M'. */
export function ExploreSummary({
  filters,
  categories,
  shown,
  total,
  totalPages,
  onChange,
  onClearAll,
}: ExploreSummaryProps) {
  const chips: FilterChip[] = []
  if (filters.search) {
    chips.push({
      id: 'search',
      label: `Search: ${filters.search}`,
      onRemove: () => onChange({ search: '' }),
    })
  }
  if (filters.category) {
    const name = categories?.find((item) => item._id === filters.category)?.name ?? 'Selected'
    chips.push({
      id: 'category',
      label: `Category: ${name}`,
      onRemove: () => onChange({ category: null }),
    })
  }
  if (filters.sort !== DEFAULT_FILTERS.sort || filters.order !== DEFAULT_FILTERS.order) {
    chips.push({
      id: 'sort',
      label: `Sort: ${sortLabel(filters.sort)}, ${filters.order === 'asc' ? 'ascending' : 'descending'}`,
      onRemove: () => onChange({ sort: DEFAULT_FILTERS.sort, order: DEFAULT_FILTERS.order }),
    })
  }

  const loading = total === undefined || shown === undefined
  return (
    <div className="explore-summary">
      <FilterChips chips={chips} onClearAll={onClearAll} />
      <div className="explore-counts" aria-live="polite">
        <span className={loading ? Classes.SKELETON : undefined} aria-hidden={loading || undefined}>
          Showing {shown ?? 0} of {total ?? 0} courses
        </span>
        <span className={loading ? Classes.SKELETON : undefined} aria-hidden={loading || undefined}>
          Page {filters.page} of {Math.max(totalPages ?? 1, 1)}
        </span>
      </div>
    </div>
  )
}
