import { Button } from '@blueprintjs/core'
import { ArrowLeft, Refresh, SearchTemplate, WarningSign } from '@blueprintjs/icons'
import { ButtonLink, EmptyState } from '@pathshala/ui'

/** No such course (unknown or unpublished id, or no id at all): the way back to the catalogue. */
export function CourseNotFound() {
  return (
    <div className="page">
      <EmptyState
        icon={<SearchTemplate />}
        title="Course not found"
        description="This course does not exist or is no longer available. Browse the catalogue for the courses on offer."
        action={
          <ButtonLink to="/home/explore" intent="primary" icon={<ArrowLeft />}>
            Browse all courses
          </ButtonLink>
        }
      />
    </div>
  )
}

/** The course could not be fetched: the server's message (or 'Something went wrong'). */
export function CourseLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="page">
      <EmptyState
        icon={<WarningSign />}
        title={message}
        description="The course could not be loaded. Check your connection and try again."
        action={<Button icon={<Refresh />} text="Try again" onClick={onRetry} />}
      />
    </div>
  )
}
