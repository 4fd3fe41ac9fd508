import { Tag } from '@blueprintjs/core'
import { ChevronLeft, Person, Time } from '@blueprintjs/icons'
import type { LearnerCourseDetails } from '../api/learning-types.ts'
import { Link } from 'react-router'
import { RatingStars } from '@pathshala/ui'

/** Course name, where it sits and who teaches it, above the player. */
export function LearningHeader({ course }: { course: LearnerCourseDetails }) {
  const instructor = course.instructor
    ? `${course.instructor.firstName} ${course.instructor.lastName}`.trim()
    : ''
  return (
    <header className="learning-header">
      <Link className="learning-back" to="/home/user">
        <ChevronLeft />
        My courses
      </Link>
      <h1 className="learning-title">{course.courseName}</h1>
      <div className="learning-meta">
        {course.category && <Tag minimal>{course.category.name}</Tag>}
        {instructor && (
          <span className="meta-item">
            <Person /> {instructor}
          </span>
        )}
        {course.totalDuration > 0 && (
          <span className="meta-item">
            <Time /> {course.totalDurationText}
          </span>
        )}
        <RatingStars average={course.averageRating} count={course.ratingCount} />
      </div>
    </header>
  )
}
