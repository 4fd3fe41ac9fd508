import { useLearningCourse } from '../api/learning-course.ts'
import { CourseUnavailable } from './CourseUnavailable.tsx'
import { LearningSkeleton } from './LearningSkeleton.tsx'
import { LearningView } from './LearningView.tsx'

/** Loads one course for the learning view: skeleton, then the view or why it cannot be shown. */
export function LearningCourse({ userId, courseId }: { userId: string; courseId: string }) {
  const course = useLearningCourse(userId, courseId)

  if (course.isPending) return <LearningSkeleton />
  if (course.isError) {
    return (
      <CourseUnavailable
        courseId={courseId}
        error={course.error}
        retrying={course.isFetching}
        onRetry={() => void course.refetch()}
      />
    )
  }
  return <LearningView userId={userId} courseId={courseId} course={course.data} />
}
