import { useState } from 'react'
import { Card, H3, NonIdealState, Spinner } from '@blueprintjs/core'
import { Pagination } from '@pathshala/ui'
import { LoadFailure } from '../../../components/LoadFailure.tsx'
import { useCourseReviews } from '../api/use-inspect-course.ts'

const reviewDate = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
})

/** The learners' ratings of the course with their reviews, newest first, paged. */
export function ReviewsPanel({ courseId }: { courseId: string }) {
  const [page, setPage] = useState(1)
  const { data, error, isPending, refetch } = useCourseReviews(courseId, page)
  return (
    <Card className="inspect-panel" role="region" aria-labelledby="inspect-reviews-heading">
      <H3 id="inspect-reviews-heading">Ratings and reviews</H3>
      {error && !data ? (
        <LoadFailure
          title="The reviews could not be loaded"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : isPending ? (
        <NonIdealState icon={<Spinner size={20} />} title="Loading reviews..." />
      ) : data && data.data.length === 0 ? (
        <p className="published-muted">No learner has rated this course yet.</p>
      ) : (
        data && (
          <>
            <ul className="inspect-reviews plain-list">
              {data.data.map((review) => (
                <li key={review._id} className="inspect-review">
                  <div className="inspect-review-head">
                    <strong>{review.learner.name}</strong>
                    <span
                      className="inspect-review-stars"
                      role="img"
                      aria-label={`Rated ${review.rating} out of 5`}
                    >
                      {'★'.repeat(review.rating)}
                      {'☆'.repeat(Math.max(0, 5 - review.rating))}
                    </span>
                    <time className="published-muted" dateTime={review.createdAt}>
                      {reviewDate.format(new Date(review.createdAt))}
                    </time>
                  </div>
                  {review.review ? (
                    <p>{review.review}</p>
                  ) : (
                    <p className="published-muted">A rating without a review.</p>
                  )}
                </li>
              ))}
            </ul>
            <Pagination
              page={data.meta.currentPage}
              totalPages={data.meta.totalPages}
              onPageChange={setPage}
              label="Review pages"
            />
          </>
        )
      )}
    </Card>
  )
}
