import { useState } from 'react'
import type { Category } from '../api/category-types.ts'
import { PagedSelect } from '@pathshala/ui/paged-select'
import { useMoveTargets } from '../api/use-categories.ts'
import { courseCountText } from '../lib/category-messages.ts'

interface MoveTargetSelectProps {
  /** The trigger button's id, for the field's label */
  id: string
  labelId: string
  /** The category being deleted: never offered */
  excludeId: string
  value: Category | null
  onChange: (category: Category) => void
  invalid?: boolean
  disabled?: boolean
}

/**
 * Picks the category the courses move to, out of any number: what is typed searches the names
 * on the server, a page at a time, with "Load more categories" at the end.
 */
export function MoveTargetSelect({
  id,
  labelId,
  excludeId,
  value,
  onChange,
  invalid,
  disabled,
}: MoveTargetSelectProps) {
  const [search, setSearch] = useState('')
  const targets = useMoveTargets(search, !disabled)
  const categories = (targets.data?.categories ?? []).filter(({ _id }) => _id !== excludeId)

  return (
    <PagedSelect<Category>
      id={id}
      labelId={labelId}
      value={value}
      onChange={onChange}
      search={search}
      onSearchChange={setSearch}
      items={categories}
      query={targets}
      itemText={(category) => category.name}
      itemLabel={(category) => courseCountText(category.courseCount)}
      texts={{
        placeholder: 'Select a category',
        searchLabel: 'Search categories',
        searchPlaceholder: 'Search categories by name',
        loading: 'Loading categories...',
        failed: 'The categories could not be loaded',
        empty: search ? 'No categories found' : 'No other category yet: create one first',
        loadMore: 'Load more categories',
      }}
      listbox={{
        id: `${id}-categories`,
        label: 'Categories',
        className: 'category-move-menu',
      }}
      dividerBeforeLoadMore
      invalid={invalid}
      disabled={disabled}
    />
  )
}
