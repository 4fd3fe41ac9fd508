import { formatCount } from '@pathshala/shared'
import type { CourseDetail } from '../api/catalogue-types.ts'
import { Link } from 'react-router'
import { Badge, People, Time, Walk } from '@blueprintjs/icons'
import { RatingStars } from '@pathshala/ui'
import { courseLength } from '../lib/course-facts.ts'
import { InstructorLine } from './InstructorLine.tsx'

/**
 * Name, description, category and the facts a buyer weighs: real length and rating instead of
 * the old fixed '8 weeks' and '2.0 / 5' (docs/decisions.md#real-data-instead-of-fixed-claims),
 * self-paced, and a certificate when the course issues one (docs/decisions.md#certificates).
 */
export function CourseHero({ course }: { course: CourseDetail }) {
  const length = courseLength(course)
  return (
    <section className="course-hero" aria-labelledby="course-title">
      <nav aria-label="Breadcrumb" className="course-breadcrumb">
        <Link to="/home/explore">Courses</Link>
        <span aria-hidden>/</span>
        <span aria-current="page">{course.courseName}</span>
      </nav>
      {course.category && <span className="course-category-badge">{course.category.name}</span>}
      <h1 id="course-title" className="course-hero-title">
        {course.courseName}
      </h1>
      <p className="course-hero-description">{course.courseDescription}</p>
      <div className="course-hero-rating">
        <RatingStars average={course.averageRating} count={course.ratingCount} size="large" />
        <span className="course-hero-learners">
          <People size={14} aria-hidden />
          {formatCount(course.enrollments)} {course.enrollments === 1 ? 'learner' : 'learners'}{' '}
          enrolled
        </span>
      </div>
      <ul className="course-facts" aria-label="Course facts">
        <li>
          <Time aria-hidden />
          <span>
            <span className="visually-hidden">Length: </span>
            {length ?? 'Length to be announced'}
          </span>
        </li>
        <li>
          <Walk aria-hidden />
          <span>Self-paced</span>
        </li>
        {course.issuesCertificate && (
          <li>
            <Badge aria-hidden />
            <span>Certificate</span>
          </li>
        )}
      </ul>
      <InstructorLine instructor={course.instructor} />
    </section>
  )
}
