import { formatDateTime } from '../../transactions/index.ts'

/**
 * When a draft was last saved, as people write it in India's time ('31 Oct 2026, 8:15 pm'):
 * drafts of the same name are told apart by it. Nothing when the time is not known.
 */
export function LastSaved({ at }: { at: string }) {
  if (!at || Number.isNaN(new Date(at).getTime())) return null
  return (
    <p className="draft-card-saved">
      Last saved <time dateTime={at}>{formatDateTime(at)}</time>
    </p>
  )
}
