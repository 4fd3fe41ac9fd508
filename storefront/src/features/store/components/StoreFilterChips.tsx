import { FilterChips, type FilterChip } from '@pathshala/ui'
import { categoryLabel, type FilterChange, type StoreFilters } from '../api/store-filters.ts'

/**
 * The removable chips of the store: category, author, search (docs/screens/learner.md#store), in
 * that order.
 */
export function storeFilterChips(
  filters: StoreFilters,
  onChange: (change: FilterChange) => void
): FilterChip[] {
  const chips: FilterChip[] = []
  if (filters.category) {
    chips.push({
      id: 'category',
      label: `Category: ${categoryLabel(filters.category)}`,
      onRemove: () => onChange({ category: null }),
    })
  }
  if (filters.author) {
    chips.push({
      id: 'author',
      label: `Author: ${filters.author}`,
      onRemove: () => onChange({ author: '' }),
    })
  }
  if (filters.search) {
    chips.push({
      id: 'search',
      label: `Search: ${filters.search}`,
      onRemove: () => onChange({ search: '' }),
    })
  }
  return chips
}

interface Props {
  filters: StoreFilters
  onChange: (change: FilterChange) => void
  onClearAll: () => void
}

export function StoreFilterChips({ filters, onChange, onClearAll }: Props) {
  return <FilterChips chips={storeFilterChips(filters, onChange)} onClearAll={onClearAll} />
}
