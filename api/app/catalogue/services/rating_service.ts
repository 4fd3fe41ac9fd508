import { randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { User } from '#accounts'
import ApiException from '#core/exceptions/api_exception'
import LearningProgressService from '#catalogue/services/learning_progress_service'
import { ratingSummary } from '#catalogue/services/rating_totals'

export interface RatingInput {
  courseId: string
  rating: number
  review?: string | null
}

/**
 * Learners' ratings of the courses they are enrolled in: 1 to 5 with an
 * optional review, one per learner and course; rating again edits it.
 */
@inject()
export default class RatingService {
  constructor(private learning: LearningProgressService) {}

  async rate(user: User, input: RatingInput) {
    const refusal = 'Only learners enrolled in this course can rate it'
    const enrolment = await this.learning.authorize(user, input.courseId, {
      allowAdmin: false,
      refusal,
    })
    if (!enrolment) throw new ApiException(refusal, { status: 403 })

    const review = input.review ? input.review : null
    await db.rawQuery(
      `INSERT INTO course_ratings (id, user_id, course_id, rating, review, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, now(), now())
       ON CONFLICT (user_id, course_id) DO UPDATE SET
         rating = EXCLUDED.rating, review = EXCLUDED.review, updated_at = now()`,
      [randomUUID(), user.id, input.courseId, input.rating, review]
    )
    return { rating: input.rating, review, ...(await ratingSummary(input.courseId)) }
  }
}
