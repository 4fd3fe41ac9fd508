import { useSearchParams } from 'react-router'
import { isApiError } from '@pathshala/shared'
import { useCourse } from '../api/catalogue-queries.ts'
import { errorMessage } from '../lib/error-message.ts'
import { CourseContentAccordion } from './CourseContentAccordion.tsx'
import { CourseDetailSkeleton } from './CourseDetailSkeleton.tsx'
import { CourseHero } from './CourseHero.tsx'
import { CourseInstructions } from './CourseInstructions.tsx'
import { CourseLoadFailed, CourseNotFound } from './CourseUnavailable.tsx'
import { EnrolCard } from './EnrolCard.tsx'
import './course-card.css'
import './course-detail.css'

/** /home/course?id=: one course, its content and the way to enrol. */
export default function CourseDetailPage() {
  const [params] = useSearchParams()
  const courseId = params.get('id')?.trim() || null
  const course = useCourse(courseId)

  if (!courseId) return <CourseNotFound />
  if (course.isPending) return <CourseDetailSkeleton />
  if (course.isError) {
    // 404: no such published course; 422: not even a course id
    const missing = isApiError(course.error) && [404, 422].includes(course.error.status)
    if (missing) return <CourseNotFound />
    return (
      <CourseLoadFailed
        message={errorMessage(course.error)}
        onRetry={() => void course.refetch()}
      />
    )
  }

  const data = course.data
  return (
    <div className="page course-detail">
      <CourseHero course={data} />
      <aside className="course-detail-aside" aria-label="Enrol">
        <EnrolCard course={data} />
      </aside>
      <div className="course-detail-main">
        {Array.isArray(data.courseContent) && (
          <CourseContentAccordion key={data._id} sections={data.courseContent} />
        )}
        <CourseInstructions instructions={data.instructions} />
      </div>
    </div>
  )
}
