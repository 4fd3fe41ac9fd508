import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Enrolment from '#catalogue/models/enrolment'
import LessonProgress from '#catalogue/models/lesson_progress'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { bodyOf } from '#tests/helpers/responses'
import { assertFieldError } from '#tests/support/assertions'
import { COURSES, UNKNOWN_ID, enrolledLearner } from '#tests/functional/learning/helpers'

const PATH = `${COURSES}/updateCourseProgress`

async function progressOf(userId: string) {
  return LessonProgress.query().where('user_id', userId).orderBy('created_at')
}

test.group('POST /api/v1/courses/updateCourseProgress', (group) => {
  withCleanDatabase(group)

  test('marks a lesson complete and answers the completed list', async ({ client, assert }) => {
    const { course, lessons, learner } = await enrolledLearner()

    const response = await client
      .post(PATH)
      .json({ courseId: course.id, subsectionId: lessons[0].id, completed: true })
      .loginAs(learner)
      .withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.deepEqual(body.completedVideos, [lessons[0].id])
    assert.deepEqual(body.progress, {
      completed: 1,
      total: 3,
      percent: 33,
      lastLessonId: lessons[0].id,
      lastPositionSeconds: 0,
    })
    assert.deepEqual(body.data, { completedVideos: body.completedVideos, progress: body.progress })
    const rows = await progressOf(learner.id)
    assert.lengthOf(rows, 1)
    assert.isNotNull(rows[0].completedAt)
    assert.equal(rows[0].courseId, course.id)
  })

  test('stores the position on the lesson and the enrolment for resuming', async ({
    client,
    assert,
  }) => {
    const { course, lessons, learner } = await enrolledLearner()

    await client
      .post(PATH)
      .json({ courseId: course.id, subsectionId: lessons[1].id, position: 30 })
      .withGuard('api')
      .loginAs(learner)
    const response = await client
      .post(PATH)
      .json({ courseId: course.id, subsectionId: lessons[1].id, position: '125' })
      .withGuard('api')
      .loginAs(learner)

    response.assertStatus(200)
    assert.deepEqual(response.body().completedVideos, [])
    assert.equal(response.body().progress.lastLessonId, lessons[1].id)
    assert.equal(response.body().progress.lastPositionSeconds, 125)
    const rows = await progressOf(learner.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].positionSeconds, 125)
    assert.isNull(rows[0].completedAt)
    const enrolment = await Enrolment.findByOrFail('user_id', learner.id)
    assert.equal(enrolment.lastLessonId, lessons[1].id)
    assert.equal(enrolment.lastPositionSeconds, 125)
  })

  test('moving to another lesson without a position resumes it at 0', async ({
    client,
    assert,
  }) => {
    const { course, lessons, learner } = await enrolledLearner()
    await client
      .post(PATH)
      .json({ courseId: course.id, subsectionId: lessons[0].id, position: 300 })
      .withGuard('api')
      .loginAs(learner)

    const same = await client
      .post(PATH)
      .json({ courseId: course.id, subsectionId: lessons[0].id, completed: true })
      .withGuard('api')
      .loginAs(learner)
    const next = await client
      .post(PATH)
      .json({ courseId: course.id, subsectionId: lessons[1].id })
      .withGuard('api')
      .loginAs(learner)

    assert.equal(same.body().progress.lastPositionSeconds, 300)
    assert.equal(next.body().progress.lastLessonId, lessons[1].id)
    assert.equal(next.body().progress.lastPositionSeconds, 0)
    // the earlier lesson keeps its position and completion
    const first = await LessonProgress.findByOrFail('lesson_id', lessons[0].id)
    assert.equal(first.positionSeconds, 300)
    assert.isNotNull(first.completedAt)
  })

  test('keeps a completion when later reports only carry positions', async ({ client, assert }) => {
    const { course, lessons, learner } = await enrolledLearner()
    await client
      .post(PATH)
      .json({ courseId: course.id, subsectionId: lessons[2].id, completed: true })
      .withGuard('api')
      .loginAs(learner)
    const before = await LessonProgress.findByOrFail('lesson_id', lessons[2].id)

    await client
      .post(PATH)
      .json({ courseId: course.id, subsectionId: lessons[2].id, position: 12 })
      .withGuard('api')
      .loginAs(learner)
    await client
      .post(PATH)
      .json({ courseId: course.id, subsectionId: lessons[2].id, completed: true })
      .withGuard('api')
      .loginAs(learner)

    const after = await LessonProgress.findByOrFail('lesson_id', lessons[2].id)
    assert.isNotNull(after.completedAt)
    // completing again keeps the first completion time
    assert.equal(after.completedAt!.toMillis(), before.completedAt!.toMillis())
  })

  test('completed: false clears the mark', async ({ client, assert }) => {
    const { course, lessons, learner } = await enrolledLearner()
    for (const completed of [true, false]) {
      await client
        .post(PATH)
        .json({ courseId: course.id, subsectionId: lessons[0].id, completed })
        .withGuard('api')
        .loginAs(learner)
    }

    const row = await LessonProgress.findByOrFail('lesson_id', lessons[0].id)
    assert.isNull(row.completedAt)
  })

  test('counts completion across lessons, up to 100%', async ({ client, assert }) => {
    const { course, lessons, learner } = await enrolledLearner()

    let body: any
    for (const lesson of lessons) {
      body = await bodyOf(
        client
          .post(PATH)
          .json({ courseId: course.id, subsectionId: lesson.id, completed: 'true' })
          .withGuard('api')
          .loginAs(learner)
      )
    }

    assert.sameMembers(
      body.completedVideos,
      lessons.map((lesson) => lesson.id)
    )
    assert.deepInclude(body.progress, { completed: 3, total: 3, percent: 100 })
  })

  test('parallel reports for one lesson leave one row', async ({ client, assert }) => {
    const { course, lessons, learner } = await enrolledLearner()

    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((position) =>
        client
          .post(PATH)
          .json({ courseId: course.id, subsectionId: lessons[0].id, position })
          .withGuard('api')
          .loginAs(learner)
      )
    )

    for (const response of responses) response.assertStatus(200)
    assert.lengthOf(await progressOf(learner.id), 1)
  })

  test('keeps each learner’s progress apart', async ({ client, assert }) => {
    const { course, lessons, learner } = await enrolledLearner()
    const other = await UserFactory.create()
    await db.table('enrolments').insert({
      id: crypto.randomUUID(),
      user_id: other.id,
      course_id: course.id,
      source: 'manual',
      created_at: new Date(),
      updated_at: new Date(),
    })
    await client
      .post(PATH)
      .json({ courseId: course.id, subsectionId: lessons[0].id, completed: true })
      .withGuard('api')
      .loginAs(other)

    const mine = await client
      .post(PATH)
      .json({ courseId: course.id, subsectionId: lessons[1].id, position: 5 })
      .withGuard('api')
      .loginAs(learner)

    assert.deepEqual(mine.body().completedVideos, [])
  })

  test('answers 404 for a lesson of another course or an unknown lesson', async ({
    client,
    assert,
  }) => {
    const { course, learner } = await enrolledLearner()
    const otherCourse = await CourseFactory.with('sections', 1, (section) =>
      section.with('lessons', 1)
    ).create()
    await otherCourse.load('sections', (sections) => sections.preload('lessons'))
    const foreignLesson = otherCourse.sections[0].lessons[0]

    for (const subsectionId of [foreignLesson.id, UNKNOWN_ID]) {
      const response = await client
        .post(PATH)
        .json({ courseId: course.id, subsectionId, completed: true })
        .withGuard('api')
        .loginAs(learner)

      response.assertStatus(404)
      response.assertBody({ success: false, message: 'Lesson not found in this course' })
    }
    assert.lengthOf(await progressOf(learner.id), 0)
  })

  test('refuses a learner who is not enrolled, and an admin, with 403', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await enrolledLearner()

    for (const user of [await UserFactory.create(), await UserFactory.apply('admin').create()]) {
      const response = await client
        .post(PATH)
        .json({ courseId: course.id, subsectionId: lessons[0].id, completed: true })
        .loginAs(user)
        .withCsrfToken()

      response.assertStatus(403)
      response.assertBody({ success: false, message: 'You are not enrolled in this course' })
    }
    assert.lengthOf(await LessonProgress.all(), 0)
  })

  test('answers 404 for an unknown course', async ({ client }) => {
    const { lessons, learner } = await enrolledLearner()

    const response = await client
      .post(PATH)
      .json({ courseId: UNKNOWN_ID, subsectionId: lessons[0].id })
      .withGuard('api')
      .loginAs(learner)

    response.assertStatus(404)
    response.assertBody({ success: false, message: 'Course not found' })
  })

  test('refuses a visitor with 401', async ({ client }) => {
    const { course, lessons } = await enrolledLearner()

    const response = await client
      .post(PATH)
      .json({ courseId: course.id, subsectionId: lessons[0].id })
      .withCsrfToken()

    response.assertStatus(401)
  })

  test('refuses bad fields with 422 ({field}: {$i})')
    .with([
      { input: { subsectionId: 'x' }, field: 'subsectionId' },
      { input: { subsectionId: null }, field: 'subsectionId' },
      { input: { courseId: 'x' }, field: 'courseId' },
      { input: { completed: 'maybe' }, field: 'completed' },
      { input: { position: -1 }, field: 'position' },
      { input: { position: 2.5 }, field: 'position' },
      { input: { position: 'ten' }, field: 'position' },
      { input: { position: { seconds: 1 } }, field: 'position' },
    ])
    .run(async ({ client, assert }, { input, field }) => {
      const { course, lessons, learner } = await enrolledLearner()
      const messages: Record<string, string> = {
        subsectionId: 'subsectionId must be a valid lesson id',
        courseId: 'courseId must be a valid course id',
        completed: 'completed must be true or false',
        position: 'position must be a whole number of seconds, 0 or more',
      }

      const response = await client
        .post(PATH)
        .json({ courseId: course.id, subsectionId: lessons[0].id, ...input })
        .withGuard('api')
        .loginAs(learner)

      const expected =
        field === 'subsectionId' && input.subsectionId === null
          ? 'subsectionId is required'
          : messages[field]
      assertFieldError(response, field, expected)
      assert.lengthOf(await progressOf(learner.id), 0)
    })
})
