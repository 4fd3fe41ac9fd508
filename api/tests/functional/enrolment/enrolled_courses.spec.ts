import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Enrolment from '#catalogue/models/enrolment'
import LessonProgress from '#catalogue/models/lesson_progress'
import { UserFactory } from '#database/factories/user_factory'
import { CategoryFactory } from '#database/factories/category_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { bodyOf } from '#tests/helpers/responses'
import { countQueries } from '#tests/helpers/queries'
import { assertFieldError } from '#tests/support/assertions'

const PATH = '/api/v1/profile/getEnrolledCourses'

/** Enrols the learner in each course, a minute apart in list order. */
async function enrol(userId: string, courseIds: string[]) {
  const start = DateTime.utc().minus({ hours: 1 })
  for (const [index, courseId] of courseIds.entries()) {
    await Enrolment.create({
      userId,
      courseId,
      source: 'purchase',
      createdAt: start.plus({ minutes: index }),
    })
  }
}

test.group('POST /api/v1/profile/getEnrolledCourses', (group) => {
  withCleanDatabase(group)

  test('lists the learner’s courses newest first with the card fields', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const category = await CategoryFactory.merge({ name: 'UPSC' }).create()
    const instructor = await UserFactory.apply('admin')
      .merge({ firstName: 'Asha', lastName: 'Verma' })
      .create()
    const older = await CourseFactory.merge({
      categoryId: category.id,
      instructorId: instructor.id,
      tags: ['gs1'],
      thumbnail: 'https://example.com/a.png',
    })
      .with('sections', 1, (section) => section.with('lessons', 4))
      .create()
    const newer = await CourseFactory.create()
    await CourseFactory.create()
    await enrol(learner.id, [older.id, newer.id])
    await older.load('sections', (sections) => sections.preload('lessons'))
    for (const lesson of older.sections[0].lessons.slice(0, 3)) {
      await LessonProgress.create({
        userId: learner.id,
        courseId: older.id,
        lessonId: lesson.id,
        positionSeconds: 0,
        completedAt: DateTime.utc(),
      })
    }

    const response = await client.post(PATH).json({}).loginAs(learner).withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.deepInclude(body, { totalPages: 1, currentPage: 1, totalCourses: 2 })
    assert.deepEqual(
      body.courses.map((course: any) => course._id),
      [newer.id, older.id]
    )
    const card = body.courses[1]
    assert.deepInclude(card, {
      _id: older.id,
      courseName: older.courseName,
      courseDescription: older.courseDescription,
      thumbnail: 'https://example.com/a.png',
      category: 'UPSC',
      price: 'Enrolled',
      tag: ['gs1'],
    })
    assert.deepEqual(card.instructor, { firstName: 'Asha', lastName: 'Verma' })
    assert.deepEqual(card.progress, { completed: 3, total: 4, percent: 75 })
    assert.isString(card.enrolledAt)
    assert.equal(body.courses[0].category, 'Uncategorized')
    assert.deepEqual(body.courses[0].progress, { completed: 0, total: 0, percent: 0 })
    assert.notInclude(JSON.stringify(body), instructor.email)
  })

  test('lists only the caller’s own courses', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const other = await UserFactory.create()
    const [mine, theirs] = await CourseFactory.createMany(2)
    await enrol(learner.id, [mine.id])
    await enrol(other.id, [theirs.id])

    const response = await client.post(PATH).withGuard('api').loginAs(learner)

    assert.deepEqual(
      response.body().courses.map((course: any) => course._id),
      [mine.id]
    )
  })

  test('pages when asked', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const courses = await CourseFactory.createMany(5)
    await enrol(
      learner.id,
      courses.map((course) => course.id)
    )

    const second = await client
      .post(PATH)
      .json({ page: 2, limit: 2 })
      .withGuard('api')
      .loginAs(learner)
    const beyond = await client
      .post(PATH)
      .json({ page: 9, limit: 2 })
      .withGuard('api')
      .loginAs(learner)

    assert.deepEqual(
      second.body().courses.map((course: any) => course._id),
      [courses[2].id, courses[1].id]
    )
    assert.deepInclude(second.body(), { totalPages: 3, currentPage: 2, totalCourses: 5 })
    assert.deepEqual(beyond.body().courses, [])
  })

  test('refuses bad paging with 422', async ({ client }) => {
    const learner = await UserFactory.create()

    const response = await client
      .post(PATH)
      .json({ limit: 'many' })
      .withGuard('api')
      .loginAs(learner)

    assertFieldError(response, 'limit', 'limit must be a whole number from 1 to 100')
  })

  test('costs the same queries for 2 or 12 courses', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const category = await CategoryFactory.create()
    const seed = async (count: number) => {
      const courses = await CourseFactory.merge({ categoryId: category.id })
        .with('instructor')
        .with('sections', 1, (section) => section.with('lessons', 2))
        .createMany(count)
      await enrol(
        learner.id,
        courses.map((course) => course.id)
      )
    }

    await seed(2)
    const few = await countQueries(() => client.post(PATH).withGuard('api').loginAs(learner))
    await seed(10)
    let body: any
    const many = await countQueries(async () => {
      body = await bodyOf(client.post(PATH).withGuard('api').loginAs(learner))
    })

    assert.lengthOf(body.courses, 12)
    assert.equal(many, few)
  })

  test('refuses a visitor with 401', async ({ client }) => {
    const response = await client.post(PATH).json({}).withCsrfToken()

    response.assertStatus(401)
  })
})
