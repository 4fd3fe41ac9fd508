import { useState, type FormEvent } from 'react'
import { Button, Card, FormGroup, TextArea } from '@blueprintjs/core'
import type { LearnerCourseDetails, MyRating } from '../api/learning-types.ts'
import { useRateCourse } from '../api/course-rating.ts'
import { RatingStars, serverMessageOr, showToast } from '@pathshala/ui'
import { RatingInput } from './RatingInput.tsx'

export const REVIEW_MAX_LENGTH = 2000

interface CourseRatingCardProps {
  userId: string
  courseId: string
  course: LearnerCourseDetails
  myRating: MyRating | null
}

/** The course's average, and the learner's own 1-5 rating with an optional review (editable). */
export function CourseRatingCard({ userId, courseId, course, myRating }: CourseRatingCardProps) {
  const rate = useRateCourse(userId, courseId)
  const [rating, setRating] = useState(myRating?.rating ?? 0)
  const [review, setReview] = useState(myRating?.review ?? '')
  const unchanged =
    myRating !== null && rating === myRating.rating && review.trim() === (myRating.review ?? '')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (rating === 0 || unchanged) return
    rate.mutate(
      { rating, review: review.trim() === '' ? null : review.trim() },
      {
        onSuccess: () =>
          void showToast(
            'success',
            myRating ? 'Your rating was updated' : 'Thank you for rating this course'
          ),
        onError: (error) =>
          void showToast('error', serverMessageOr(error, 'Your rating could not be saved')),
      }
    )
  }

  return (
    <Card className="rating-card">
      <div className="rating-card-head">
        <h2 className="rating-card-title" id="rate-course-title">
          {myRating ? 'Your rating' : 'Rate this course'}
        </h2>
        <RatingStars average={course.averageRating} count={course.ratingCount} size="large" />
      </div>
      <form className="rating-form" onSubmit={submit}>
        <RatingInput
          value={rating}
          onChange={setRating}
          disabled={rate.isPending}
          labelId="rate-course-title"
        />
        <FormGroup
          label="Review"
          labelFor="course-review"
          labelInfo="(optional)"
          helperText={`${review.length} / ${REVIEW_MAX_LENGTH}`}
        >
          <TextArea
            id="course-review"
            fill
            rows={3}
            maxLength={REVIEW_MAX_LENGTH}
            value={review}
            placeholder="What did you like? What could be better?"
            onChange={(event) => setReview(event.target.value)}
          />
        </FormGroup>
        <Button
          type="submit"
          intent="primary"
          text={myRating ? 'Update rating' : 'Submit rating'}
          loading={rate.isPending}
          disabled={rating === 0 || unchanged}
        />
      </form>
    </Card>
  )
}
