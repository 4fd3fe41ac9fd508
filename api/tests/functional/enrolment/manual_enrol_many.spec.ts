import { test } from '@japa/runner'
import { MANUAL_ENROL_MAX_EMAILS } from '@pathshala/shared'
import Course from '#catalogue/models/course'
import Enrolment from '#catalogue/models/enrolment'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { countQueries } from '#tests/helpers/queries'
import { assertFieldError } from '#tests/support/assertions'

const PATH = '/api/v1/payment/manualEnrollStudents'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

async function enrolmentsOf(courseId: string) {
  return Enrolment.query().where('course_id', courseId).orderBy('created_at')
}

async function countOf(courseId: string) {
  const course = await Course.findOrFail(courseId)
  return course.enrollmentsCount
}

test.group('POST /api/v1/payment/manualEnrollStudents', (group) => {
  withCleanDatabase(group)

  test('answers each distinct address: enrolled, already enrolled, no account, invalid', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const ravi = await UserFactory.merge({ email: 'ravi@example.com' }).create()
    const meera = await UserFactory.merge({ email: 'meera@example.com' }).create()
    const course = await CourseFactory.create()
    await Enrolment.create({ userId: meera.id, courseId: course.id, source: 'purchase' })
    await Course.query().where('id', course.id).update({ enrollments_count: 1 })

    const response = await client
      .post(PATH)
      .json({
        courseId: course.id,
        emails: [
          '  Ravi@Example.com ',
          'meera@example.com',
          'nobody@example.com',
          'not-an-email',
          '',
          'RAVI@example.com',
        ],
      })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.equal(body.message, '1 manually enrolled')
    assert.equal(body.data.courseId, course.id)
    assert.deepEqual(body.data.results, [
      { email: 'ravi@example.com', status: 'enrolled', userId: ravi.id },
      { email: 'meera@example.com', status: 'already_enrolled', userId: meera.id },
      { email: 'nobody@example.com', status: 'no_account', userId: null },
      { email: 'not-an-email', status: 'invalid', userId: null },
      { email: '', status: 'invalid', userId: null },
    ])
    assert.deepEqual(body.data.summary, {
      enrolled: 1,
      alreadyEnrolled: 1,
      noAccount: 1,
      invalid: 2,
      repeated: 1,
    })

    const rows = await enrolmentsOf(course.id)
    assert.lengthOf(rows, 2)
    const raviRow = rows.find((row) => row.userId === ravi.id)!
    assert.equal(raviRow.source, 'manual')
    // the earlier purchase is left as it was
    assert.equal(rows.find((row) => row.userId === meera.id)!.source, 'purchase')
    assert.equal(await countOf(course.id), 2)

    // the learner now has the course
    const mine = await client
      .post('/api/v1/profile/getEnrolledCourses')
      .json({})
      .withGuard('api')
      .loginAs(ravi)
    assert.equal(mine.body().courses[0]._id, course.id)
  })

  test('a repeated list changes nothing the second time', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const learners = await UserFactory.createMany(3)
    const course = await CourseFactory.create()
    const input = { courseId: course.id, emails: learners.map((learner) => learner.email) }

    const first = await client.post(PATH).json(input).withGuard('api').loginAs(admin)
    const second = await client.post(PATH).json(input).withGuard('api').loginAs(admin)

    assert.equal(first.body().data.summary.enrolled, 3)
    assert.deepEqual(
      second.body().data.results.map((result: { status: string }) => result.status),
      ['already_enrolled', 'already_enrolled', 'already_enrolled']
    )
    assert.lengthOf(await enrolmentsOf(course.id), 3)
    assert.equal(await countOf(course.id), 3)
  })

  test('concurrent lists with the same learners enrol each once and count each once', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const learners = await UserFactory.createMany(5)
    const course = await CourseFactory.create()
    const emails = learners.map((learner) => learner.email)

    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        client
          .post(PATH)
          // each call lists the learners in another order
          .json({
            courseId: course.id,
            emails: [...emails.slice(index), ...emails.slice(0, index)],
          })
          .withGuard('api')
          .loginAs(admin)
      )
    )

    for (const response of responses) response.assertStatus(200)
    const enrolledTotal = responses.reduce(
      (sum, response) => sum + response.body().data.summary.enrolled,
      0
    )
    assert.equal(enrolledTotal, 5)
    assert.lengthOf(await enrolmentsOf(course.id), 5)
    assert.equal(await countOf(course.id), 5)
  })

  test('runs the same few queries for 3 addresses as for 20', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const few = await UserFactory.createMany(3)
    const many = await UserFactory.createMany(20)
    const course = await CourseFactory.create()
    const send = (emails: string[]) =>
      client.post(PATH).json({ courseId: course.id, emails }).withGuard('api').loginAs(admin)
    // the first call also loads the admin's token; warm it up so both counts compare the same
    await send(['warm-up@example.com'])

    const forFew = await countQueries(() => send(few.map((learner) => learner.email)))
    const forMany = await countQueries(() => send(many.map((learner) => learner.email)))

    assert.equal(forMany, forFew)
    assert.equal(await countOf(course.id), 23)
  })

  test('answers 404 for an unknown course and enrols nobody', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()

    const response = await client
      .post(PATH)
      .json({ courseId: UNKNOWN_ID, emails: [learner.email] })
      .withGuard('api')
      .loginAs(admin)

    response.assertStatus(404)
    response.assertBody({ success: false, message: 'Course not found' })
    assert.lengthOf(await Enrolment.all(), 0)
  })

  test('refuses a bad list with 422 ({$i})')
    .with([
      { input: { emails: ['a@b.co'] }, field: 'courseId', message: 'Missing course or email' },
      { input: { courseId: UNKNOWN_ID }, field: 'emails', message: 'Missing course or email' },
      {
        input: { courseId: UNKNOWN_ID, emails: [] },
        field: 'emails',
        message: 'Missing course or email',
      },
      {
        input: { courseId: UNKNOWN_ID, emails: 'a@b.co' },
        field: 'emails',
        message: 'emails must be a list of e-mail addresses',
      },
      {
        input: { courseId: UNKNOWN_ID, emails: [42] },
        field: 'emails.0',
        message: 'Each e-mail address must be text of at most 320 characters',
      },
      {
        input: { courseId: UNKNOWN_ID, emails: [`${'a'.repeat(320)}@b.co`] },
        field: 'emails.0',
        message: 'Each e-mail address must be text of at most 320 characters',
      },
    ])
    .run(async ({ client }, { input, field, message }) => {
      const admin = await UserFactory.apply('admin').create()

      const response = await client.post(PATH).json(input).withGuard('api').loginAs(admin)

      assertFieldError(response, field, message)
    })

  test('refuses more than the limit with 422 and enrols nobody', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const emails = [
      learner.email,
      ...Array.from({ length: MANUAL_ENROL_MAX_EMAILS }, (_, index) => `l${index}@example.com`),
    ]

    const response = await client
      .post(PATH)
      .json({ courseId: course.id, emails })
      .withGuard('api')
      .loginAs(admin)

    assertFieldError(response, 'emails', 'At most 500 e-mail addresses at a time')
    assert.lengthOf(await Enrolment.all(), 0)
  })

  test('takes exactly the limit', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const course = await CourseFactory.create()
    const emails = Array.from(
      { length: MANUAL_ENROL_MAX_EMAILS },
      (_, index) => `l${index}@example.com`
    )

    const response = await client
      .post(PATH)
      .json({ courseId: course.id, emails })
      .withGuard('api')
      .loginAs(admin)

    response.assertStatus(200)
    assert.equal(response.body().data.summary.noAccount, MANUAL_ENROL_MAX_EMAILS)
  })

  test('refuses a visitor (401) and a learner (403)', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.create()
    const input = { courseId: course.id, emails: [learner.email] }

    const visitor = await client.post(PATH).json(input).withCsrfToken()
    const asLearner = await client.post(PATH).json(input).loginAs(learner).withCsrfToken()

    visitor.assertStatus(401)
    asLearner.assertStatus(403)
    asLearner.assertBody({ success: false, message: 'This action is for admins only' })
    assert.lengthOf(await Enrolment.all(), 0)
    assert.equal(await countOf(course.id), 0)
  })
})
