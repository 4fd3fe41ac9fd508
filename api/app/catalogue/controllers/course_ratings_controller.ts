import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import RatingService from '#catalogue/services/rating_service'
import { ok } from '#core/transformers/envelope'
import { createRatingValidator } from '#catalogue/validators/learning'

@inject()
export default class CourseRatingsController {
  constructor(private ratings: RatingService) {}

  /** POST /courses/createRating: enrolled learners; rating again edits their rating. */
  async store({ auth, request }: HttpContext) {
    const input = await request.validateUsing(createRatingValidator)
    const result = await this.ratings.rate(auth.getUserOrFail(), input)
    return ok('Rating saved', {
      averageRating: result.averageRating,
      ratingCount: result.ratingCount,
      data: { courseId: input.courseId, ...result },
    })
  }
}
