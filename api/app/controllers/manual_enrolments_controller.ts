import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Course from '#models/course'
import User from '#models/user'
import ApiException from '#exceptions/api_exception'
import EnrolmentService from '#services/enrolment_service'
import { manualEnrolValidator } from '#validators/learning'

@inject()
export default class ManualEnrolmentsController {
  constructor(private enrolments: EnrolmentService) {}

  /**
   * POST /payment/manualEnrollStudent (admin): gives a learner a course
   * without payment. Idempotent: a learner who already has the course is
   * answered 200 and nothing changes.
   */
  async store({ request }: HttpContext) {
    const { courseId, email } = await request.validateUsing(manualEnrolValidator)
    const user = await User.findBy('email', email)
    if (!user) throw new ApiException('No user with this email', { status: 404 })
    const course = await Course.find(courseId)
    if (!course) throw new ApiException('Course not found', { status: 404 })

    const { enrolment, created } = await this.enrolments.grant(user.id, course.id, 'manual')
    return {
      success: true,
      message: created ? 'User manually enrolled' : 'User is already enrolled in this course',
      data: {
        courseId: course.id,
        userId: user.id,
        email: user.email,
        source: enrolment.source,
        enrolledAt: enrolment.createdAt.toUTC().toISO(),
        alreadyEnrolled: !created,
      },
    }
  }
}
