import { Tag } from '@blueprintjs/core'
import { statusBadge } from '../lib/book-status.ts'

/** published green, draft yellow, archived grey, anything else blue; none reads Published. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const badge = statusBadge(status)
  return (
    <Tag
      intent={badge.intent}
      round
      minimal={badge.tone === 'archived'}
      className={`book-status book-status--${badge.tone}`}
    >
      {badge.label}
    </Tag>
  )
}
