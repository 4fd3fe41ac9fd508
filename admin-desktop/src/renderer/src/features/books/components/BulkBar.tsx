import { Button, Card } from '@blueprintjs/core'

/** What the bar offers to do with the selection (POST /store/bulkAction also archives). */
export type BulkBarAction = 'publish' | 'draft' | 'delete'

interface BulkBarProps {
  count: number
  busy: boolean
  onAction: (action: BulkBarAction) => void
  onClear: () => void
}

/** Shown only while something is selected: 'N book(s) selected' and what to do with them. */
export function BulkBar({ count, busy, onAction, onClear }: BulkBarProps) {
  if (count === 0) return null
  return (
    <Card className="books-bulk-bar" role="region" aria-label="Bulk actions">
      <span className="books-bulk-count" aria-live="polite">
        {count} book(s) selected
      </span>
      <div className="books-bulk-actions">
        <Button intent="success" disabled={busy} onClick={() => onAction('publish')}>
          Publish
        </Button>
        <Button intent="warning" disabled={busy} onClick={() => onAction('draft')}>
          Draft
        </Button>
        <Button intent="danger" disabled={busy} onClick={() => onAction('delete')}>
          Delete
        </Button>
        <Button variant="minimal" disabled={busy} onClick={onClear}>
          Clear
        </Button>
      </div>
    </Card>
  )
}
