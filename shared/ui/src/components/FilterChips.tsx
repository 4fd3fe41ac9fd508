import { Button, Classes } from '@blueprintjs/core'
import { SmallCross } from '@blueprintjs/icons'
import '../styles/components.css'

export interface FilterChip {
  /** Stable key, e.g. 'category'. */
  id: string
  /** What the chip reads, e.g. 'Category: UPSC Prelims'. */
  label: string
  onRemove: () => void
}

interface FilterChipsProps {
  chips: readonly FilterChip[]
  /** Shown after the chips when there are two or more. */
  onClearAll?: () => void
}

/** The filters in force, each removable on its own. Nothing is rendered without filters. */
export function FilterChips({ chips, onClearAll }: FilterChipsProps) {
  if (chips.length === 0) return null
  return (
    <ul className="filter-chips" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.id} className={`${Classes.TAG} ${Classes.ROUND} filter-chip`}>
          <span className="filter-chip-label" title={chip.label}>
            {chip.label}
          </span>
          <button
            type="button"
            className={Classes.TAG_REMOVE}
            aria-label={`Remove filter ${chip.label}`}
            onClick={chip.onRemove}
          >
            <SmallCross />
          </button>
        </li>
      ))}
      {onClearAll && chips.length > 1 && (
        <li>
          <Button variant="minimal" size="small" onClick={onClearAll} text="Clear filters" />
        </li>
      )}
    </ul>
  )
}
