import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import EnrolmentService from '#catalogue/services/enrolment_service'
import EnrolledCourseTransformer from '#catalogue/transformers/enrolled_course_transformer'
import { ok } from '#core/transformers/envelope'
import { enrolledCoursesPaging } from '#core/transformers/paging'
import { enrolledCoursesValidator } from '#catalogue/validators/learning'

/**
 * POST /profile/getEnrolledCourses: the signed-in learner's courses, newest
 * enrolment first, with their progress. Paged (default page 1 of 50).
 */
@inject()
export default class EnrolledCoursesController {
  constructor(private enrolments: EnrolmentService) {}

  async index({ auth, request, serialize }: HttpContext) {
    const { page, limit } = await request.validateUsing(enrolledCoursesValidator)
    const user = auth.getUserOrFail()
    const result = await this.enrolments.listForUser(user.id, page ?? 1, limit ?? 50)
    return ok('Enrolled courses fetched successfully', {
      courses: await serialize(EnrolledCourseTransformer.transform(result.enrolments)),
      ...enrolledCoursesPaging({ page: result.page, perPage: result.limit, total: result.total }),
    })
  }
}
