import { test } from '@japa/runner'
import CourseRating from '#catalogue/models/course_rating'
import { UserFactory } from '#database/factories/user_factory'
import { EnrolmentFactory } from '#database/factories/enrolment_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { bodyOf } from '#tests/helpers/responses'
import { assertFieldError } from '#tests/support/assertions'
import { COURSES, UNKNOWN_ID, enrolledLearner } from '#tests/functional/learning/helpers'

const PATH = `${COURSES}/createRating`

test.group('POST /api/v1/courses/createRating', (group) => {
  withCleanDatabase(group)

  test('saves an enrolled learner’s rating and answers the new average', async ({
    client,
    assert,
  }) => {
    const { course, learner } = await enrolledLearner()

    const response = await client
      .post(PATH)
      .json({ courseId: course.id, rating: 5, review: '  Very clear  ' })
      .loginAs(learner)
      .withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.equal(body.averageRating, 5)
    assert.equal(body.ratingCount, 1)
    assert.deepEqual(body.data, {
      courseId: course.id,
      rating: 5,
      review: 'Very clear',
      averageRating: 5,
      ratingCount: 1,
    })
    const stored = await CourseRating.findByOrFail('user_id', learner.id)
    assert.equal(stored.rating, 5)
    assert.equal(stored.review, 'Very clear')
  })

  test('averages every learner’s rating to one decimal', async ({ client, assert }) => {
    const { course, learner } = await enrolledLearner()
    const others = await UserFactory.createMany(2)
    for (const other of others) {
      await EnrolmentFactory.merge({ userId: other.id, courseId: course.id }).create()
    }

    const ratings: [typeof learner, number][] = [
      [learner, 5],
      [others[0], 4],
      [others[1], 4],
    ]
    let body: any
    for (const [user, rating] of ratings) {
      body = await bodyOf(
        client.post(PATH).json({ courseId: course.id, rating }).withGuard('api').loginAs(user)
      )
    }

    assert.equal(body.averageRating, 4.3)
    assert.equal(body.ratingCount, 3)
    const card = await client.post(`${COURSES}/getAllCourses`).json({})
    assert.equal(card.body().data[0].averageRating, 4.3)
    assert.equal(card.body().data[0].ratingCount, 3)
    const detail = await client.post(`${COURSES}/getACourse`).json({ courseId: course.id })
    assert.equal(detail.body().averageRating, 4.3)
  })

  test('rating again edits the learner’s rating, one row per learner', async ({
    client,
    assert,
  }) => {
    const { course, learner } = await enrolledLearner()
    await client
      .post(PATH)
      .json({ courseId: course.id, rating: 2, review: 'Too fast' })
      .withGuard('api')
      .loginAs(learner)

    const response = await client
      .post(PATH)
      .json({ courseId: course.id, rating: '4' })
      .withGuard('api')
      .loginAs(learner)

    response.assertStatus(200)
    assert.deepInclude(response.body(), { averageRating: 4, ratingCount: 1 })
    const rows = await CourseRating.query().where('course_id', course.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].rating, 4)
    assert.isNull(rows[0].review)
  })

  test('parallel ratings by one learner leave one row', async ({ client, assert }) => {
    const { course, learner } = await enrolledLearner()

    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) =>
        client.post(PATH).json({ courseId: course.id, rating }).withGuard('api').loginAs(learner)
      )
    )

    for (const response of responses) response.assertStatus(200)
    assert.lengthOf(await CourseRating.query().where('course_id', course.id), 1)
  })

  test('refuses learners who are not enrolled and admins with 403', async ({ client, assert }) => {
    const { course } = await enrolledLearner()

    for (const user of [await UserFactory.create(), await UserFactory.apply('admin').create()]) {
      const response = await client
        .post(PATH)
        .json({ courseId: course.id, rating: 1 })
        .loginAs(user)
        .withCsrfToken()

      response.assertStatus(403)
      response.assertBody({
        success: false,
        message: 'Only learners enrolled in this course can rate it',
      })
    }
    assert.lengthOf(await CourseRating.all(), 0)
  })

  test('answers 404 for an unknown course and 401 to a visitor', async ({ client }) => {
    const { course, learner } = await enrolledLearner()

    const unknown = await client
      .post(PATH)
      .json({ courseId: UNKNOWN_ID, rating: 3 })
      .withGuard('api')
      .loginAs(learner)
    const visitor = await client.post(PATH).json({ courseId: course.id, rating: 3 }).withCsrfToken()

    unknown.assertStatus(404)
    unknown.assertBody({ success: false, message: 'Course not found' })
    visitor.assertStatus(401)
  })

  test('refuses bad fields with 422 ({field}: {$i})')
    .with([
      { input: { rating: 0 }, field: 'rating' },
      { input: { rating: 6 }, field: 'rating' },
      { input: { rating: 4.5 }, field: 'rating' },
      { input: { rating: 'five' }, field: 'rating' },
      { input: { rating: null }, field: 'rating' },
      { input: { rating: 3, review: 'x'.repeat(2001) }, field: 'review' },
      { input: { rating: 3, review: 12 }, field: 'review' },
      { input: { rating: 3, courseId: 'nope' }, field: 'courseId' },
    ])
    .run(async ({ client, assert }, { input, field }) => {
      const { course, learner } = await enrolledLearner()
      const messages: Record<string, string> = {
        rating: 'rating must be a whole number from 1 to 5',
        review: 'review must be text of at most 2000 characters',
        courseId: 'courseId must be a valid course id',
      }

      const response = await client
        .post(PATH)
        .json({ courseId: course.id, ...input })
        .withGuard('api')
        .loginAs(learner)

      assertFieldError(response, field, messages[field])
      assert.lengthOf(await CourseRating.all(), 0)
    })
})
