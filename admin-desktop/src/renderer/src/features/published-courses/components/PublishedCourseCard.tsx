import { Card, H3, Tag } from '@blueprintjs/core'
import { Media } from '@blueprintjs/icons'
import { formatRupees } from '@pathshala/shared'
import type { CourseCard } from '../api/published-course-types.ts'
import { ButtonLink, RatingStars } from '@pathshala/ui'
import { CARD_TAGS, inspectPath } from '../lib/published-filters.ts'

/** A published course: thumbnail, name, category, up to 3 tags, rating, price and Inspect. */
export function PublishedCourseCard({ course }: { course: CourseCard }) {
  const headingId = `published-${course._id}`
  return (
    <Card className="published-card" role="article" aria-labelledby={headingId}>
      <div className="published-card-thumb">
        {course.thumbnail ? (
          <img src={course.thumbnail} alt="" loading="lazy" />
        ) : (
          <Media size={32} aria-hidden />
        )}
      </div>
      <div className="published-card-body">
        <span className="published-card-category">{course.category?.name ?? 'Uncategorized'}</span>
        <H3 id={headingId} className="published-card-title">
          {course.courseName}
        </H3>
        {course.tag.length > 0 && (
          <ul className="published-card-tags" aria-label="Tags">
            {course.tag.slice(0, CARD_TAGS).map((tag) => (
              <li key={tag}>
                <Tag minimal round>
                  {tag}
                </Tag>
              </li>
            ))}
          </ul>
        )}
        <RatingStars average={course.averageRating} count={course.ratingCount} />
        <div className="published-card-foot">
          <strong className="published-card-price">{formatRupees(course.pricePaise ?? 0)}</strong>
          <ButtonLink to={inspectPath(course)} intent="primary" aria-describedby={headingId}>
            Inspect
          </ButtonLink>
        </div>
      </div>
    </Card>
  )
}
