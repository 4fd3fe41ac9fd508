import type { CourseDetail } from '../api/catalogue-types.ts'
import { Card, H2 } from '@blueprintjs/core'
import { TickCircle } from '@blueprintjs/icons'
import { formatRupees } from '@pathshala/shared'
import { gstNote, payableWithGst, useCurrentUser, useGstTerms } from '../../auth/index.ts'
import { PriceTag } from '@pathshala/ui'
import { isEnrolledIn } from '../lib/course-facts.ts'
import { learningPoints } from '../lib/course-content.ts'
import { CourseThumbnail } from './CourseThumbnail.tsx'
import { EnrolAction } from './EnrolAction.tsx'

/** Thumbnail, price, the action, what-you-will-learn and the tags. */
export function EnrolCard({ course }: { course: CourseDetail }) {
  const { data: user } = useCurrentUser()
  const enrolled = isEnrolledIn(course, user?._id)
  const gst = useGstTerms()
  // prices before GST: what checkout will charge, beside the price
  const withGst = !enrolled && gst.exclusive && course.pricePaise > 0
  const points = learningPoints(course.whatYouWillLearn)
  return (
    <Card className="enrol-card" elevation={2}>
      <CourseThumbnail src={course.thumbnail} className="enrol-card-thumb" eager />
      <div className="enrol-card-body">
        <div className="enrol-card-price" role="group" aria-label="Price">
          <PriceTag
            paise={course.pricePaise}
            enrolled={enrolled}
            size="large"
            note={gstNote(gst)}
          />
          {withGst && (
            <span className="enrol-card-total">
              You pay <strong>{formatRupees(payableWithGst(course.pricePaise, gst))}</strong> incl.
              GST
            </span>
          )}
          {enrolled && <span className="enrol-card-owned">You are enrolled in this course</span>}
        </div>
        <EnrolAction course={course} />
        {points.length > 0 && (
          <section aria-labelledby="learn-title" className="enrol-card-learn">
            <H2 id="learn-title" className="enrol-card-heading">
              What you will learn
            </H2>
            {points.length === 1 ? (
              <p>{points[0]}</p>
            ) : (
              <ul className="learn-points">
                {points.map((point) => (
                  <li key={point}>
                    <TickCircle aria-hidden size={14} />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {course.tag.length > 0 && (
          <ul className="enrol-card-tags" aria-label="Tags">
            {course.tag.map((tag) => (
              <li key={tag} className="course-card-tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  )
}
