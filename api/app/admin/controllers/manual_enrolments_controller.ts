import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ManualEnrolmentService from '#admin/services/manual_enrolment_service'
import { ok } from '#core/transformers/envelope'
import { manualEnrolManyValidator, manualEnrolValidator } from '#admin/validators/manual_enrolment'

@inject()
export default class ManualEnrolmentsController {
  constructor(private manualEnrolments: ManualEnrolmentService) {}

  /**
   * POST /payment/manualEnrollStudent (admin): gives a learner a course
   * without payment. A learner who already has the course is refused with a
   * 409 and nothing changes.
   */
  async store({ request }: HttpContext) {
    const { courseId, email } = await request.validateUsing(manualEnrolValidator)
    const { user, course, enrolment } = await this.manualEnrolments.enrolOne(courseId, email)
    return ok('User manually enrolled', {
      data: {
        courseId: course.id,
        userId: user.id,
        email: user.email,
        source: enrolment.source,
        enrolledAt: enrolment.createdAt.toUTC().toISO(),
        alreadyEnrolled: false,
      },
    })
  }

  /**
   * POST /payment/manualEnrollStudents (admin): many learners into one
   * course, answered per distinct address.
   */
  async storeMany({ request }: HttpContext) {
    const { courseId, emails } = await request.validateUsing(manualEnrolManyValidator)
    const { course, results, summary } = await this.manualEnrolments.enrolMany(courseId, emails)
    return ok(`${summary.enrolled} manually enrolled`, {
      data: { courseId: course.id, results, summary },
    })
  }
}
