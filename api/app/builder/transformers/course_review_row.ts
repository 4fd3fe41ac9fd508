import type { CourseReview } from '#builder/transformers/builder_types'

/** A course_ratings row joined with its learner's names (CourseBuilderService.reviews). */
export interface CourseReviewRow {
  id: string
  rating: number
  review: string | null
  created_at: Date
  updated_at: Date
  user_id: string
  first_name: string
  last_name: string
}

/** A rating as the admin's Inspect page lists it: the learner's name, never their e-mail. */
export function courseReviewFromRow(row: CourseReviewRow): CourseReview {
  return {
    _id: row.id,
    rating: Number(row.rating),
    review: row.review,
    learner: { _id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim() },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}
