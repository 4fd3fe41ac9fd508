import { test } from '@japa/runner'
import Section from '#catalogue/models/section'
import Lesson from '#catalogue/models/lesson'
import { UserFactory } from '#database/factories/user_factory'
import { CategoryFactory } from '#database/factories/category_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { EnrolmentFactory } from '#database/factories/enrolment_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { countQueries } from '#tests/helpers/queries'
import { assertFieldError } from '#tests/support/assertions'

const PATH = '/api/v1/courses/getACourse'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

/** A published course with two sections of lessons, positions out of creation order. */
async function courseWithContent(status: 'published' | 'draft' = 'published') {
  const category = await CategoryFactory.merge({ name: 'UPSC' }).create()
  const course = await CourseFactory.merge({
    categoryId: category.id,
    status,
    courseName: 'Polity',
    pricePaise: 99_900,
  }).create()
  const second = await Section.create({ courseId: course.id, sectionName: 'Two', position: 2 })
  const first = await Section.create({ courseId: course.id, sectionName: 'One', position: 1 })
  const lessons = [
    { sectionId: first.id, title: 'b', position: 2, durationSeconds: 100 },
    { sectionId: first.id, title: 'a', position: 1, durationSeconds: 203 },
    { sectionId: second.id, title: 'c', position: 1, durationSeconds: 3000 },
  ]
  for (const lesson of lessons) {
    await Lesson.create({
      ...lesson,
      description: `About ${lesson.title}`,
      videoUrl: `https://www.youtube.com/embed/secret-${lesson.title}`,
    })
  }
  return { course, category, first, second }
}

test.group('POST /api/v1/courses/getACourse', (group) => {
  withCleanDatabase(group)

  test('answers the course at the top level with its ordered content', async ({
    client,
    assert,
  }) => {
    const { course, category, first, second } = await courseWithContent()

    const response = await client.post(PATH).json({ courseId: course.id })

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.isString(body.message)
    assert.notProperty(body, 'data')
    assert.equal(body._id, course.id)
    assert.equal(body.courseName, 'Polity')
    assert.equal(body.price, 999)
    assert.deepEqual(body.category, { _id: category.id, name: 'UPSC' })
    assert.isArray(body.tag)
    assert.isArray(body.instructions)
    assert.isString(body.whatYouWillLearn)
    assert.isString(body.courseDescription)
    assert.deepEqual(body.studentsEnroled, [])
    assert.isNull(body.averageRating)
    assert.equal(body.ratingCount, 0)
    // the length is the lessons' sum
    assert.equal(body.totalDuration, 3303)
    assert.equal(body.totalDurationText, '55m 3s')

    assert.deepEqual(
      body.courseContent.map((section: any) => [section._id, section.sectionName]),
      [
        [first.id, 'One'],
        [second.id, 'Two'],
      ]
    )
    assert.deepEqual(
      body.courseContent[0].subSection.map((lesson: any) => lesson.title),
      ['a', 'b']
    )
    const lesson = body.courseContent[0].subSection[0]
    assert.deepEqual(Object.keys(lesson).sort(), [
      '_id',
      'description',
      'durationText',
      'timeDuration',
      'title',
    ])
    assert.equal(lesson.description, 'About a')
    assert.equal(lesson.timeDuration, 203)
    assert.equal(lesson.durationText, '3m 23s')
  })

  test('never answers a video URL, not even to an enrolled learner or admin', async ({
    client,
    assert,
  }) => {
    const { course } = await courseWithContent()
    const learner = await UserFactory.create()
    await EnrolmentFactory.merge({ userId: learner.id, courseId: course.id }).create()
    const admin = await UserFactory.apply('admin').create()

    for (const request of [
      client.post(PATH).json({ courseId: course.id }),
      client.post(PATH).json({ courseId: course.id }).loginAs(learner),
      client.post(PATH).json({ courseId: course.id }).loginAs(admin),
    ]) {
      const response = await request
      const text = JSON.stringify(response.body())
      assert.notInclude(text, 'videoUrl')
      assert.notInclude(text, 'secret-')
    }
  })

  test('marks the caller as enrolled, and only the caller', async ({ client, assert }) => {
    const { course } = await courseWithContent()
    const learner = await UserFactory.create()
    const other = await UserFactory.create()
    await EnrolmentFactory.merge({ userId: learner.id, courseId: course.id }).create()
    await EnrolmentFactory.merge({ userId: other.id, courseId: course.id }).create()

    const mine = await client.post(PATH).json({ courseId: course.id }).loginAs(learner)
    const stranger = await client
      .post(PATH)
      .json({ courseId: course.id })
      .withGuard('api')
      .loginAs(await UserFactory.create())

    assert.deepEqual(mine.body().studentsEnroled, [{ _id: learner.id }])
    assert.equal(mine.body().enrollments, 2)
    assert.deepEqual(stranger.body().studentsEnroled, [])
    assert.notInclude(JSON.stringify(mine.body()), other.id)
  })

  test('answers an empty courseContent for a course without sections', async ({
    client,
    assert,
  }) => {
    const course = await CourseFactory.create()

    const response = await client.post(PATH).json({ courseId: course.id })

    assert.deepEqual(response.body().courseContent, [])
    assert.equal(response.body().totalDuration, 0)
  })

  test('hides a draft from visitors and learners (404) but not from admins', async ({ client }) => {
    const { course } = await courseWithContent('draft')
    const notFound = { success: false, message: 'Course not found' }

    const visitor = await client.post(PATH).json({ courseId: course.id })
    const learner = await client
      .post(PATH)
      .json({ courseId: course.id })
      .loginAs(await UserFactory.create())
    const admin = await client
      .post(PATH)
      .json({ courseId: course.id })
      .loginAs(await UserFactory.apply('admin').create())

    visitor.assertStatus(404)
    visitor.assertBody(notFound)
    learner.assertStatus(404)
    admin.assertStatus(200)
    admin.assertBodyContains({ _id: course.id, status: 'draft' })
  })

  test('answers 404 for an unknown course', async ({ client }) => {
    const response = await client.post(PATH).json({ courseId: UNKNOWN_ID })

    response.assertStatus(404)
    response.assertBody({ success: false, message: 'Course not found' })
  })

  test('refuses a missing or malformed courseId with 422 ({$i})')
    .with([
      { input: {}, message: 'courseId is required' },
      { input: { courseId: null }, message: 'courseId is required' },
      { input: { courseId: '' }, message: 'courseId is required' },
      { input: { courseId: 'abc' }, message: 'courseId must be a valid course id' },
      { input: { courseId: 42 }, message: 'courseId must be a valid course id' },
      { input: { courseId: [UNKNOWN_ID] }, message: 'courseId must be a valid course id' },
      { input: { courseId: { $gt: '' } }, message: 'courseId must be a valid course id' },
    ])
    .run(async ({ client }, { input, message }) => {
      const response = await client.post(PATH).json(input)

      assertFieldError(response, 'courseId', message)
    })

  test('costs the same queries for a small and a large course', async ({ client, assert }) => {
    const small = await CourseFactory.with('sections', 1, (section) =>
      section.with('lessons', 1)
    ).create()
    const large = await CourseFactory.with('sections', 6, (section) =>
      section.with('lessons', 5)
    ).create()

    const few = await countQueries(() => client.post(PATH).json({ courseId: small.id }))
    let response: any
    const many = await countQueries(async () => {
      response = await client.post(PATH).json({ courseId: large.id })
    })

    assert.lengthOf(response.body().courseContent, 6)
    assert.equal(many, few)
  })
})
