import { test } from '@japa/runner'
import Course from '#catalogue/models/course'
import Enrolment from '#catalogue/models/enrolment'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'

const PATH = '/api/v1/payment/manualEnrollStudent'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

async function enrolmentsOf(courseId: string) {
  return Enrolment.query().where('course_id', courseId)
}

async function countOf(courseId: string) {
  const course = await Course.findOrFail(courseId)
  return course.enrollmentsCount
}

test.group('POST /api/v1/payment/manualEnrollStudent', (group) => {
  withCleanDatabase(group)

  test('enrols the learner with source manual and counts them', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.merge({ email: 'ravi@example.com' }).create()
    const course = await CourseFactory.create()

    const response = await client
      .post(PATH)
      .json({ courseId: course.id, email: '  Ravi@Example.com ' })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.equal(body.message, 'User manually enrolled')
    assert.deepInclude(body.data, {
      courseId: course.id,
      userId: learner.id,
      email: 'ravi@example.com',
      source: 'manual',
      alreadyEnrolled: false,
    })
    assert.isString(body.data.enrolledAt)
    const rows = await enrolmentsOf(course.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].userId, learner.id)
    assert.equal(rows[0].source, 'manual')
    assert.equal(await countOf(course.id), 1)

    // the learner now has the course
    const mine = await client
      .post('/api/v1/profile/getEnrolledCourses')
      .json({})
      .withGuard('api')
      .loginAs(learner)
    assert.equal(mine.body().courses[0]._id, course.id)
  })

  test('refuses a second enrolment with 409 and changes nothing', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    await client
      .post(PATH)
      .json({ courseId: course.id, email: learner.email })
      .withGuard('api')
      .loginAs(admin)

    const again = await client
      .post(PATH)
      .json({ courseId: course.id, email: learner.email })
      .withGuard('api')
      .loginAs(admin)

    again.assertStatus(409)
    again.assertBody({ success: false, message: 'User is already enrolled in this course' })
    assert.lengthOf(await enrolmentsOf(course.id), 1)
    assert.equal(await countOf(course.id), 1)
  })

  test('parallel calls make one enrolment and count it once', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()

    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        client
          .post(PATH)
          .json({ courseId: course.id, email: learner.email })
          .withGuard('api')
          .loginAs(admin)
      )
    )

    const statuses = responses.map((response) => response.status()).sort()
    assert.deepEqual(statuses, [200, 409, 409, 409, 409, 409])
    assert.lengthOf(await enrolmentsOf(course.id), 1)
    assert.equal(await countOf(course.id), 1)
  })

  test('keeps an existing paid enrolment as it is', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    await Enrolment.create({ userId: learner.id, courseId: course.id, source: 'purchase' })

    const response = await client
      .post(PATH)
      .json({ courseId: course.id, email: learner.email })
      .withGuard('api')
      .loginAs(admin)

    response.assertStatus(409)
    const [stored] = await enrolmentsOf(course.id)
    assert.equal(stored.source, 'purchase')
  })

  test('answers 404 for an unknown email or course', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()

    const noUser = await client
      .post(PATH)
      .json({ courseId: course.id, email: 'nobody@example.com' })
      .loginAs(admin)
      .withCsrfToken()
    const noCourse = await client
      .post(PATH)
      .json({ courseId: UNKNOWN_ID, email: learner.email })
      .loginAs(admin)
      .withCsrfToken()

    noUser.assertStatus(404)
    noUser.assertBody({ success: false, message: 'No user with this email' })
    noCourse.assertStatus(404)
    noCourse.assertBody({ success: false, message: 'Course not found' })
    assert.lengthOf(await Enrolment.all(), 0)
  })

  test('refuses missing or malformed fields with 422 ({field}: {$i})')
    .with([
      { input: { email: 'a@b.co' }, field: 'courseId', message: 'Missing course or email' },
      { input: { courseId: UNKNOWN_ID }, field: 'email', message: 'Missing course or email' },
      {
        input: { courseId: UNKNOWN_ID, email: '' },
        field: 'email',
        message: 'Missing course or email',
      },
      {
        input: { courseId: 'abc', email: 'a@b.co' },
        field: 'courseId',
        message: 'courseId must be a valid course id',
      },
      {
        input: { courseId: UNKNOWN_ID, email: 'not-an-email' },
        field: 'email',
        message: 'Invalid email address',
      },
      {
        input: { courseId: UNKNOWN_ID, email: ['a@b.co'] },
        field: 'email',
        message: 'Invalid email address',
      },
    ])
    .run(async ({ client }, { input, field, message }) => {
      const admin = await UserFactory.apply('admin').create()

      const response = await client.post(PATH).json(input).withGuard('api').loginAs(admin)

      assertFieldError(response, field, message)
    })

  test('refuses a visitor (401) and a learner (403)', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const input = { courseId: course.id, email: learner.email }

    const visitor = await client.post(PATH).json(input).withCsrfToken()
    const asLearner = await client.post(PATH).json(input).loginAs(learner).withCsrfToken()

    visitor.assertStatus(401)
    asLearner.assertStatus(403)
    asLearner.assertBody({ success: false, message: 'This action is for admins only' })
    assert.lengthOf(await Enrolment.all(), 0)
    assert.equal(await countOf(course.id), 0)
  })
})
