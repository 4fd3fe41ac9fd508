import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core'
import { Desktop, Offline, Search } from '@blueprintjs/icons'
import { EmptyState } from '@pathshala/ui'
import { LoadFailure } from '../../../components/LoadFailure.tsx'
import type { LocalCourseDraft } from '../lib/local-course-drafts.ts'
import { LocalDraftCard } from './LocalDraftCard.tsx'

interface LocalDraftsListProps {
  /** The drafts matching the search; undefined while they are read */
  drafts: LocalCourseDraft[] | undefined
  error: unknown
  onRetry: () => void
  search: string
  onClearSearch: () => void
}

/**
 * The drafts page while the server cannot be reached: the drafts the wizard keeps on this
 * computer, each reopened in the wizard with Continue (docs/screens/admin.md#draft-courses).
 */
export function LocalDraftsList({
  drafts,
  error,
  onRetry,
  search,
  onClearSearch,
}: LocalDraftsListProps) {
  return (
    <>
      <Callout intent="warning" icon={<Offline />} title="You are offline">
        These drafts are kept on this computer; changes are sent when the connection is back.
      </Callout>
      {error && !drafts ? (
        <LoadFailure
          title="The drafts on this computer could not be read"
          error={error}
          onRetry={onRetry}
        />
      ) : !drafts ? (
        <NonIdealState icon={<Spinner />} title="Loading drafts..." />
      ) : drafts.length === 0 ? (
        search ? (
          <EmptyState
            icon={<Search />}
            title="No drafts match"
            description={`No draft's name on this computer contains "${search}".`}
            action={<Button onClick={onClearSearch}>Clear search</Button>}
          />
        ) : (
          <EmptyState
            icon={<Desktop />}
            title="No drafts on this computer"
            description="Courses built or opened in the wizard here appear while the server cannot be reached."
          />
        )
      ) : (
        <ul className="course-drafts-grid" aria-label="Drafts on this computer">
          {drafts.map((draft) => (
            <li key={draft.key}>
              <LocalDraftCard draft={draft} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
