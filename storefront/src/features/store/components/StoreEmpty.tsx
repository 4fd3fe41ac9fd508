import { Button } from '@blueprintjs/core'
import { FilterRemove, Search } from '@blueprintjs/icons'
import { EmptyState } from '@pathshala/ui'

interface Props {
  filtered: boolean
  onClearAll: () => void
}

/** 'No books found', with 'Clear all filters' when filters are what hides the items. */
export function StoreEmpty({ filtered, onClearAll }: Props) {
  return (
    <EmptyState
      icon={<Search />}
      title="No books found"
      description={
        filtered
          ? 'Nothing matches these filters. Try other words, another category or any author.'
          : 'New study material is on its way. Please check back soon.'
      }
      action={
        <Button
          intent="primary"
          icon={<FilterRemove />}
          text="Clear all filters"
          onClick={onClearAll}
        />
      }
    />
  )
}
