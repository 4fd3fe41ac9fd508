import type { HttpContext } from '@adonisjs/core/http'

/**
 * POST /profile/getEnrolledCourses. Courses and enrolments arrive with the
 * catalogue (issue 3); until then no learner can be enrolled, so the list is
 * empty for everyone.
 */
export default class EnrolledCoursesController {
  async index({ auth }: HttpContext) {
    auth.getUserOrFail()
    return { success: true, message: 'OK', courses: [] }
  }
}
