import db from '@adonisjs/lucid/services/db'
import factory from '@adonisjs/lucid/factories'
import Enrolment from '#catalogue/models/enrolment'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'

/**
 * Enrolments (source `purchase` by default). Pass `userId` and `courseId`
 * with `merge`, or use the `user` and `course` relations. A created enrolment
 * counts towards the course's `enrollments_count`, as EnrolmentService does.
 */
export const EnrolmentFactory = factory
  .define(Enrolment, () => ({
    source: 'purchase' as const,
    lastLessonId: null,
    lastPositionSeconds: 0,
  }))
  .relation('user', () => UserFactory)
  .relation('course', () => CourseFactory)
  .after('create', async (_, enrolment, ctx) => {
    const client = ctx.$trx ?? db
    await client.from('courses').where('id', enrolment.courseId).increment('enrollments_count', 1)
  })
  .build()
