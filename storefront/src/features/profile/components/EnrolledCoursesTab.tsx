import { Button } from '@blueprintjs/core'
import { Learning, Refresh, Search, WarningSign } from '@blueprintjs/icons'
import type { EnrolledCourse } from '../api/profile-types.ts'
import { ButtonLink, EmptyState } from '@pathshala/ui'
import { CardGridSkeleton } from './CardGridSkeleton.tsx'
import { EnrolledCourseCard } from './EnrolledCourseCard.tsx'

interface EnrolledCoursesTabProps {
  courses: EnrolledCourse[] | undefined
  failed: boolean
  retrying: boolean
  onRetry(): void
}

const SKELETON_CARDS = 3

/** The Courses tab: the learner's courses, or why there are none to show. */
export function EnrolledCoursesTab({
  courses,
  failed,
  retrying,
  onRetry,
}: EnrolledCoursesTabProps) {
  if (failed) {
    return (
      <EmptyState
        icon={<WarningSign />}
        title="Failed to fetch courses"
        description="Please try again later or contact support."
        action={<Button icon={<Refresh />} text="Try again" loading={retrying} onClick={onRetry} />}
      />
    )
  }
  if (!courses) return <CardGridSkeleton count={SKELETON_CARDS} />
  if (courses.length === 0) {
    return (
      <EmptyState
        icon={<Learning />}
        title="No courses enrolled yet"
        description="Courses you enrol in appear here, with your progress."
        action={
          <ButtonLink to="/home/explore" intent="primary" icon={<Search />}>
            Browse Courses
          </ButtonLink>
        }
      />
    )
  }
  return (
    <div className="profile-card-grid" role="list" aria-label="Enrolled courses">
      {courses.map((course) => (
        <EnrolledCourseCard key={course._id} course={course} />
      ))}
    </div>
  )
}
