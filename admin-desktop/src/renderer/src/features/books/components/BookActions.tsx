import { Button, ButtonGroup } from '@blueprintjs/core'
import { Chart, Edit, EyeOff, EyeOpen, Trash } from '@blueprintjs/icons'
import type { StoreItem } from '../api/book-types.ts'
import { visibilityToggle } from '../lib/book-status.ts'

export type BookAction = 'analytics' | 'edit' | 'toggle' | 'delete'

interface BookActionsProps {
  book: StoreItem
  onAction: (action: BookAction, book: StoreItem) => void
  busy?: boolean
  /** Icons only (the list view's narrow column); each button keeps its name and a tooltip */
  compact?: boolean
}

/** Analytics, Edit, Hide/Show and Delete for one item; each names the item for screen readers. */
export function BookActions({ book, onAction, busy = false, compact = false }: BookActionsProps) {
  const toggle = visibilityToggle(book.status)
  return (
    <ButtonGroup className="book-actions" variant="minimal">
      <Button
        icon={<Chart />}
        text={compact ? undefined : 'Analytics'}
        title={compact ? 'Analytics' : undefined}
        size="small"
        aria-label={`Analytics of ${book.title}`}
        onClick={() => onAction('analytics', book)}
      />
      <Button
        icon={<Edit />}
        text={compact ? undefined : 'Edit'}
        title={compact ? 'Edit' : undefined}
        size="small"
        aria-label={`Edit ${book.title}`}
        onClick={() => onAction('edit', book)}
      />
      <Button
        icon={toggle.label === 'Hide' ? <EyeOff /> : <EyeOpen />}
        text={compact ? undefined : toggle.label}
        title={compact ? toggle.label : undefined}
        size="small"
        loading={busy}
        aria-label={`${toggle.label} ${book.title}`}
        onClick={() => onAction('toggle', book)}
      />
      <Button
        icon={<Trash />}
        text={compact ? undefined : 'Delete'}
        title={compact ? 'Delete' : undefined}
        size="small"
        intent="danger"
        aria-label={`Delete ${book.title}`}
        onClick={() => onAction('delete', book)}
      />
    </ButtonGroup>
  )
}
