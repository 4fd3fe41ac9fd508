import { Button, Card, H3, Intent, Tag } from '@blueprintjs/core'
import { ArrowRight, Edit } from '@blueprintjs/icons'
import type { Category } from '../../categories/index.ts'
import { previewPrice, splitCommaList } from '../lib/course-form.ts'
import type { CourseDraft } from '../lib/course-content.ts'

/** 'Your Course will look like this': the saved details as a learner's card shows them. */
export function CoursePreview({
  course,
  categories,
  onEdit,
  onNext,
}: {
  course: CourseDraft
  categories: Category[]
  onEdit: () => void
  onNext: () => void
}) {
  const { details } = course
  const category = categories.find((candidate) => candidate._id === details.category)?.name
  const learn = splitCommaList(details.whatYouWillLearn)
  return (
    <section aria-labelledby="course-preview-heading" className="course-wizard__preview">
      <H3 id="course-preview-heading">Your Course will look like this</H3>
      <Card className="course-preview-card" aria-label="Course preview">
        {details.thumbnail ? (
          <img src={details.thumbnail} alt="" className="course-preview-card__image" />
        ) : (
          <div className="course-preview-card__image course-preview-card__image--empty">
            No thumbnail
          </div>
        )}
        <div className="course-preview-card__body">
          <h4 className="course-preview-card__title">{details.courseName}</h4>
          <p className="course-preview-card__description">{details.courseDescription}</p>
          <p>
            <strong className="course-preview-card__price">{previewPrice(details.price)}</strong>
            {' · '}
            <span className="course-preview-card__category">{category ?? 'Category'}</span>
          </p>
          {splitCommaList(details.tags).length > 0 && (
            <p className="course-preview-card__tags">
              {splitCommaList(details.tags).map((tag) => (
                <Tag key={tag} minimal>
                  {tag}
                </Tag>
              ))}
            </p>
          )}
          {learn.length > 0 && (
            <ul className="course-preview-card__learn" aria-label="What you will learn">
              {learn.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {details.couponCode && <p>Coupon code: {details.couponCode}</p>}
        </div>
      </Card>
      <div className="course-wizard__actions">
        <Button icon={<Edit />} text="Edit details" onClick={onEdit} />
        <Button intent={Intent.PRIMARY} endIcon={<ArrowRight />} text="Next" onClick={onNext} />
      </div>
    </section>
  )
}
