import { Card, ProgressBar, Tag } from '@blueprintjs/core'
import { Learning, Play } from '@blueprintjs/icons'
import { responsiveImage } from '@pathshala/shared'
import type { EnrolledCourse } from '../api/profile-types.ts'
import { CARD_IMAGE_SIZES } from '../../catalogue/index.ts'
import { ButtonLink } from '@pathshala/ui'

/** One enrolled course: picture, name, teacher, progress and 'Continue Learning'. */
export function EnrolledCourseCard({ course }: { course: EnrolledCourse }) {
  const instructor = `${course.instructor.firstName} ${course.instructor.lastName}`.trim()
  const { completed, total, percent } = course.progress
  return (
    <Card className="profile-card" role="listitem">
      <div className="profile-card-thumb">
        {course.thumbnail ? (
          <img
            {...responsiveImage(course.thumbnail)}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <Learning size={40} />
        )}
      </div>
      <div className="profile-card-body">
        <div className="profile-card-tags">
          <Tag minimal>{course.category}</Tag>
          {course.status === 'draft' && (
            <Tag minimal intent="warning">
              No longer on sale
            </Tag>
          )}
        </div>
        <h3 className="profile-card-title">{course.courseName}</h3>
        {instructor && <p className="profile-card-sub bp6-text-muted">by {instructor}</p>}
        <p className="profile-card-text">{course.courseDescription}</p>
        <div className="profile-card-progress">
          <ProgressBar
            value={total > 0 ? completed / total : 0}
            intent="success"
            animate={false}
            stripes={false}
            aria-label={`${course.courseName} progress`}
          />
          <span className="bp6-text-muted">
            {completed} / {total} lessons · {percent}%
          </span>
        </div>
        <ButtonLink
          className="profile-card-action"
          to={`/home/enrolled?id=${encodeURIComponent(course._id)}`}
          intent="primary"
          icon={<Play />}
          fill
        >
          Continue Learning
        </ButtonLink>
      </div>
    </Card>
  )
}
