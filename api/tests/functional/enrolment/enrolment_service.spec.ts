import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Course from '#catalogue/models/course'
import Enrolment from '#catalogue/models/enrolment'
import EnrolmentService from '#catalogue/services/enrolment_service'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { withCleanDatabase } from '#tests/helpers/database'

async function enrollmentsCount(courseId: string) {
  const course = await Course.findOrFail(courseId)
  return course.enrollmentsCount
}

test.group('EnrolmentService.grant', (group) => {
  withCleanDatabase(group)

  test('grants once under concurrency and counts once', async ({ assert }) => {
    const service = new EnrolmentService()
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()

    const results = await Promise.all(
      Array.from({ length: 8 }, () => service.grant(learner.id, course.id, 'purchase'))
    )

    assert.equal(results.filter((result) => result.created).length, 1)
    assert.lengthOf(await Enrolment.query().where('course_id', course.id), 1)
    assert.equal(await enrollmentsCount(course.id), 1)
    assert.isTrue(await service.isEnrolled(learner.id, course.id))
  })

  test('joins the caller’s transaction, and rolls back with it', async ({ assert }) => {
    const service = new EnrolmentService()
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()

    await assert.rejects(() =>
      db.transaction(async (trx) => {
        const { created } = await service.grant(learner.id, course.id, 'free', trx)
        assert.isTrue(created)
        throw new Error('payment record failed')
      })
    )

    assert.isFalse(await service.isEnrolled(learner.id, course.id))
    assert.equal(await enrollmentsCount(course.id), 0)
  })

  test('counts each learner of a course', async ({ assert }) => {
    const service = new EnrolmentService()
    const course = await CourseFactory.create()
    const learners = await UserFactory.createMany(3)

    await Promise.all(learners.map((learner) => service.grant(learner.id, course.id, 'manual')))

    assert.equal(await enrollmentsCount(course.id), 3)
  })
})
