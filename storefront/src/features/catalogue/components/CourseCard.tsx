import type { CourseCard as CourseCardData } from '../api/catalogue-types.ts'
import { Link } from 'react-router'
import { Card } from '@blueprintjs/core'
import { ArrowRight, Play, Time } from '@blueprintjs/icons'
import { ButtonLink, PriceTag, RatingStars, type ViewMode } from '@pathshala/ui'
import {
  cardTags,
  courseDetailPath,
  courseLength,
  isEnrolledIn,
  learningPath,
} from '../lib/course-facts.ts'
import { CourseThumbnail } from './CourseThumbnail.tsx'
import { InstructorLine } from './InstructorLine.tsx'
import './course-card.css'

interface CourseCardProps {
  course: CourseCardData
  /** The signed-in user's id, to tell an enrolled learner from a buyer. */
  userId: string | null | undefined
  /** Beside a paid price: '+ 18% GST' when prices are before tax (gstNote). */
  priceNote?: string | null
  layout?: ViewMode
  /** In a listing's first row: its picture loads at once, ahead of the others. */
  eager?: boolean
  /** How wide its picture is shown (a listing's own measures; CARD_IMAGE_SIZES elsewhere). */
  imageSizes?: string
}

/**
 * One course in a listing (docs/screens/learner.md#course-card): a fixed size in each layout so the
 * skeletons match and nothing moves when the data arrives.
 */
export function CourseCard({
  course,
  userId,
  priceNote,
  layout = 'grid',
  eager = false,
  imageSizes,
}: CourseCardProps) {
  const enrolled = isEnrolledIn(course, userId)
  const length = courseLength(course)
  const titleId = `course-${course._id}-title`
  return (
    <Card className={`course-card course-card--${layout}`} aria-labelledby={titleId}>
      <CourseThumbnail
        src={course.thumbnail}
        className="course-card-thumb"
        eager={eager}
        sizes={imageSizes}
      />
      <div className="course-card-body">
        <div className="course-card-meta">
          <span className="course-card-category">{course.category?.name ?? 'General'}</span>
          <RatingStars average={course.averageRating} count={course.ratingCount} />
        </div>
        <h3 className="course-card-title" id={titleId}>
          <Link to={courseDetailPath(course._id)}>{course.courseName}</Link>
        </h3>
        <p className="course-card-description">{course.courseDescription}</p>
        <ul className="course-card-tags" aria-label="Tags">
          {cardTags(course.tag).map((tag) => (
            <li key={tag} className="course-card-tag">
              {tag}
            </li>
          ))}
        </ul>
        <div className="course-card-people">
          <InstructorLine instructor={course.instructor} />
          {length && (
            <span className="course-card-length">
              <Time size={12} aria-hidden />
              <span className="visually-hidden">Length: </span>
              {length}
            </span>
          )}
        </div>
        <div className="course-card-footer">
          <PriceTag paise={course.pricePaise} enrolled={enrolled} note={priceNote} />
          {enrolled ? (
            <ButtonLink
              to={learningPath(course._id)}
              intent="success"
              icon={<Play />}
              aria-label={`Continue Learning: ${course.courseName}`}
            >
              Continue Learning
            </ButtonLink>
          ) : (
            <ButtonLink
              to={courseDetailPath(course._id)}
              intent="primary"
              endIcon={<ArrowRight />}
              aria-label={`Enroll Now: ${course.courseName}`}
            >
              Enroll Now
            </ButtonLink>
          )}
        </div>
      </div>
    </Card>
  )
}
