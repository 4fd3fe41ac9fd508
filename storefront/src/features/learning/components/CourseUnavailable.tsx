import { Button, NonIdealState } from '@blueprintjs/core'
import { Envelope, Refresh, Search, WarningSign } from '@blueprintjs/icons'
import { isApiError } from '@pathshala/shared'
import { ButtonLink } from '@pathshala/ui'

interface CourseUnavailableProps {
  courseId?: string
  error?: unknown
  retrying?: boolean
  onRetry?: () => void
}

/**
 * 'Course data not available' (docs/screens/learner.md#learning-view), with a way on: the course
 * page for someone not enrolled (403), the catalogue for a course that does not exist (404, no id),
 * else a retry.
 */
export function CourseUnavailable({ courseId, error, retrying, onRetry }: CourseUnavailableProps) {
  const status = isApiError(error) ? error.status : undefined
  const notEnrolled = status === 403 && courseId !== undefined
  const missing = status === 404 || courseId === undefined

  let action
  if (notEnrolled) {
    action = (
      <ButtonLink intent="primary" to={`/home/course?id=${encodeURIComponent(courseId)}`}>
        View course page
      </ButtonLink>
    )
  } else if (missing) {
    action = (
      <ButtonLink intent="primary" icon={<Search />} to="/home/explore">
        Browse courses
      </ButtonLink>
    )
  } else {
    action = (
      <div className="unavailable-actions">
        <Button
          intent="primary"
          icon={<Refresh />}
          text="Try again"
          loading={retrying}
          onClick={onRetry}
        />
        <ButtonLink variant="outlined" icon={<Envelope />} to="/home/contact">
          Contact support
        </ButtonLink>
      </div>
    )
  }

  return (
    <div className="page learning-unavailable">
      <NonIdealState
        icon={<WarningSign size={48} />}
        title="Course data not available"
        description={
          <>
            {notEnrolled && (
              <span className="unavailable-reason">You are not enrolled in this course.</span>
            )}
            {missing && <span className="unavailable-reason">This course could not be found.</span>}
            <span>Please try again later or contact support.</span>
          </>
        }
        action={action}
      />
    </div>
  )
}
