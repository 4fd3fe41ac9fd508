import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { COURSES, UNKNOWN_ID, enrolledLearner } from '#tests/functional/learning/helpers'

const PATH = `${COURSES}/getFullCourseDetails`

test.group('POST /api/v1/courses/getFullCourseDetails', (group) => {
  withCleanDatabase(group)

  test('answers an enrolled learner the whole course with video URLs', async ({
    client,
    assert,
  }) => {
    const { course, sections, lessons, learner } = await enrolledLearner()

    const response = await client
      .post(PATH)
      .json({ courseId: course.id })
      .loginAs(learner)
      .withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    const { courseDetails, ...rest } = body.data
    assert.deepEqual(rest, {
      completedVideos: [],
      totalDuration: '1h 0m',
      totalDurationSeconds: 3600,
      progress: {
        completed: 0,
        total: 3,
        percent: 0,
        lastLessonId: null,
        lastPositionSeconds: 0,
      },
      myRating: null,
    })
    assert.equal(courseDetails._id, course.id)
    assert.equal(courseDetails.courseName, course.courseName)
    assert.equal(courseDetails.courseDescription, course.courseDescription)
    assert.equal(courseDetails.whatYouWillLearn, course.whatYouWillLearn)
    assert.deepEqual(courseDetails.instructions, course.instructions)
    assert.deepEqual(courseDetails.tag, course.tags)
    assert.deepInclude(courseDetails.instructor, { firstName: 'Asha', lastName: 'Verma' })
    assert.equal(courseDetails.category.name, 'UPSC')
    assert.equal(courseDetails.couponCode, 'EARLY10')
    assert.deepEqual(courseDetails.studentsEnroled, [{ _id: learner.id }])
    assert.deepEqual(
      courseDetails.courseContent.map((section: any) => [section._id, section.sectionName]),
      sections.map((section) => [section.id, section.sectionName])
    )
    assert.deepEqual(courseDetails.courseContent[0].subSection[1], {
      _id: lessons[1].id,
      title: 'Lesson 2',
      description: 'Line one\nLine two of 2',
      videoUrl: 'https://www.youtube.com/embed/video2',
      timeDuration: 1200,
      durationText: '20m 0s',
    })
    assert.lengthOf(courseDetails.courseContent[1].subSection, 1)
  })

  test('answers progress and rating so the view can resume', async ({ client, assert }) => {
    const { course, lessons, learner } = await enrolledLearner()
    await client
      .post(`${COURSES}/updateCourseProgress`)
      .json({ courseId: course.id, subsectionId: lessons[0].id, completed: true })
      .withGuard('api')
      .loginAs(learner)
    await client
      .post(`${COURSES}/updateCourseProgress`)
      .json({ courseId: course.id, subsectionId: lessons[1].id, position: 95 })
      .withGuard('api')
      .loginAs(learner)
    await client
      .post(`${COURSES}/createRating`)
      .json({ courseId: course.id, rating: 4, review: 'Clear' })
      .withGuard('api')
      .loginAs(learner)

    const response = await client
      .post(PATH)
      .json({ courseId: course.id })
      .withGuard('api')
      .loginAs(learner)

    const data = response.body().data
    assert.deepEqual(data.completedVideos, [lessons[0].id])
    assert.deepEqual(data.progress, {
      completed: 1,
      total: 3,
      percent: 33,
      lastLessonId: lessons[1].id,
      lastPositionSeconds: 95,
    })
    assert.deepEqual(data.myRating, { rating: 4, review: 'Clear' })
    assert.equal(data.courseDetails.averageRating, 4)
    assert.equal(data.courseDetails.ratingCount, 1)
  })

  test('lets an admin who is not enrolled see any course, drafts too', async ({
    client,
    assert,
  }) => {
    const { course } = await enrolledLearner({ status: 'draft' })
    const admin = await UserFactory.apply('admin').create()

    const response = await client
      .post(PATH)
      .json({ courseId: course.id })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(200)
    const data = response.body().data
    assert.equal(data.courseDetails.status, 'draft')
    assert.equal(
      data.courseDetails.courseContent[0].subSection[0].videoUrl,
      'https://www.youtube.com/embed/video1'
    )
    assert.deepEqual(data.completedVideos, [])
    assert.deepEqual(data.courseDetails.studentsEnroled, [])
    assert.equal(data.progress.total, 3)
  })

  test('keeps access for an enrolled learner after the course is unpublished', async ({
    client,
  }) => {
    const { course, learner } = await enrolledLearner({ status: 'draft' })

    const response = await client
      .post(PATH)
      .json({ courseId: course.id })
      .loginAs(learner)
      .withCsrfToken()

    response.assertStatus(200)
  })

  test('refuses a learner who is not enrolled with 403', async ({ client, assert }) => {
    const { course } = await enrolledLearner()
    const stranger = await UserFactory.create()

    const response = await client
      .post(PATH)
      .json({ courseId: course.id })
      .loginAs(stranger)
      .withCsrfToken()

    response.assertStatus(403)
    response.assertBody({ success: false, message: 'You are not enrolled in this course' })
    assert.notInclude(JSON.stringify(response.body()), 'youtube')
  })

  test('answers 404 to a stranger asking for a draft', async ({ client }) => {
    const { course } = await enrolledLearner({ status: 'draft' })

    const response = await client
      .post(PATH)
      .json({ courseId: course.id })
      .loginAs(await UserFactory.create())
      .withCsrfToken()

    response.assertStatus(404)
  })

  test('answers 404 for an unknown course', async ({ client }) => {
    const response = await client
      .post(PATH)
      .json({ courseId: UNKNOWN_ID })
      .loginAs(await UserFactory.apply('admin').create())
      .withCsrfToken()

    response.assertStatus(404)
    response.assertBody({ success: false, message: 'Course not found' })
  })

  test('refuses a visitor with 401', async ({ client }) => {
    const course = await CourseFactory.create()

    const response = await client.post(PATH).json({ courseId: course.id }).withCsrfToken()

    response.assertStatus(401)
    response.assertBody({ success: false, message: 'Please sign in to continue' })
  })

  test('refuses a malformed courseId with 422 ({$i})')
    .with([
      { input: {}, message: 'courseId is required' },
      { input: { courseId: 'abc' }, message: 'courseId must be a valid course id' },
      { input: { courseId: 7 }, message: 'courseId must be a valid course id' },
    ])
    .run(async ({ client }, { input, message }) => {
      const response = await client
        .post(PATH)
        .json(input)
        .withGuard('api')
        .loginAs(await UserFactory.create())

      assertFieldError(response, 'courseId', message)
    })

  test('ignores progress of lessons deleted since', async ({ client, assert }) => {
    const { course, lessons, learner } = await enrolledLearner()
    for (const lesson of lessons.slice(0, 2)) {
      await client
        .post(`${COURSES}/updateCourseProgress`)
        .json({ courseId: course.id, subsectionId: lesson.id, completed: true })
        .withGuard('api')
        .loginAs(learner)
    }
    await db.from('lessons').where('id', lessons[0].id).delete()

    const response = await client
      .post(PATH)
      .json({ courseId: course.id })
      .withGuard('api')
      .loginAs(learner)

    assert.deepEqual(response.body().data.completedVideos, [lessons[1].id])
    assert.deepInclude(response.body().data.progress, { completed: 1, total: 2, percent: 50 })
  })
})
