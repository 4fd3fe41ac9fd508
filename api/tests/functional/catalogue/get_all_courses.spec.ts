import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Course from '#catalogue/models/course'
import { UserFactory } from '#database/factories/user_factory'
import { CategoryFactory } from '#database/factories/category_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { EnrolmentFactory } from '#database/factories/enrolment_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { bodyOf } from '#tests/helpers/responses'
import { countQueries } from '#tests/helpers/queries'
import { assertFieldError } from '#tests/support/assertions'

const PATH = '/api/v1/courses/getAllCourses'

/** Courses created a minute apart, oldest first, so createdAt order is known. */
async function coursesInOrder(courseNames: string[], merge: Partial<Course> = {}) {
  const start = DateTime.utc().minus({ hours: 1 })
  const courses: Course[] = []
  for (const [index, courseName] of courseNames.entries()) {
    courses.push(
      await CourseFactory.merge({
        courseName,
        createdAt: start.plus({ minutes: index }),
        ...merge,
      }).create()
    )
  }
  return courses
}

function names(body: any) {
  return body.data.map((course: any) => course.courseName)
}

async function rate(courseId: string, ratings: number[]) {
  for (const rating of ratings) {
    const user = await UserFactory.create()
    await db.table('course_ratings').insert({
      id: crypto.randomUUID(),
      user_id: user.id,
      course_id: courseId,
      rating,
      created_at: new Date(),
      updated_at: new Date(),
    })
  }
}

test.group('POST /api/v1/courses/getAllCourses', (group) => {
  withCleanDatabase(group)

  test('answers the published courses with the documented fields', async ({ client, assert }) => {
    const category = await CategoryFactory.merge({ name: 'UPSC' }).create()
    const instructor = await UserFactory.apply('admin')
      .merge({ firstName: 'Asha', lastName: 'Verma' })
      .create()
    const course = await CourseFactory.merge({
      courseName: 'Polity',
      courseDescription: 'Indian polity from the ground up',
      pricePaise: 149_900,
      categoryId: category.id,
      instructorId: instructor.id,
      tags: ['gs2', 'polity'],
      instructions: ['Watch in order'],
      whatYouWillLearn: 'The constitution',
      thumbnail: 'https://example.com/polity.png',
    })
      .with('sections', 1, (section) =>
        section.with('lessons', 2, (lesson) => lesson.merge({ durationSeconds: 1860 }))
      )
      .create()
    await rate(course.id, [4, 5, 5])

    const response = await client.post(PATH).json({ page: 1, limit: 10 })

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.isString(body.message)
    assert.equal(body.totalCourses, 1)
    assert.equal(body.totalPages, 1)
    assert.equal(body.currentPage, 1)
    assert.lengthOf(body.data, 1)
    const card = body.data[0]
    assert.deepEqual(card, {
      _id: course.id,
      courseName: 'Polity',
      courseDescription: 'Indian polity from the ground up',
      thumbnail: 'https://example.com/polity.png',
      price: 1499,
      pricePaise: 149_900,
      isFree: false,
      category: { _id: category.id, name: 'UPSC' },
      instructor: { _id: instructor.id, firstName: 'Asha', lastName: 'Verma' },
      tag: ['gs2', 'polity'],
      whatYouWillLearn: 'The constitution',
      instructions: ['Watch in order'],
      enrollments: 0,
      averageRating: 4.7,
      ratingCount: 3,
      totalDuration: 3720,
      totalDurationText: '1h 2m',
      studentsEnroled: [],
      status: 'published',
      createdAt: course.createdAt.toUTC().toISO(),
    })
    // nothing about the instructor's account leaks
    assert.notInclude(JSON.stringify(body), instructor.email)
    assert.notInclude(JSON.stringify(body), 'videoUrl')
  })

  test('answers a course without ratings or category with null', async ({ client, assert }) => {
    await CourseFactory.apply('free').create()

    const response = await client.post(PATH).json({})
    const card = response.body().data[0]

    assert.isNull(card.averageRating)
    assert.equal(card.ratingCount, 0)
    assert.isNull(card.category)
    assert.equal(card.price, 0)
    assert.isTrue(card.isFree)
    assert.equal(card.totalDurationText, '0s')
  })

  test('hides drafts from visitors and learners', async ({ client, assert }) => {
    await CourseFactory.merge({ courseName: 'Live' }).create()
    await CourseFactory.merge({ courseName: 'Hidden' }).apply('draft').create()
    const learner = await UserFactory.create()

    const visitor = await client.post(PATH).json({})
    const asLearner = await client.post(PATH).json({ status: 'all' }).loginAs(learner)
    const asLearnerDrafts = await client
      .post(PATH)
      .json({ status: 'draft' })
      .withGuard('api')
      .loginAs(learner)

    assert.deepEqual(names(visitor.body()), ['Live'])
    assert.equal(visitor.body().totalCourses, 1)
    assert.deepEqual(names(asLearner.body()), ['Live'])
    assert.deepEqual(names(asLearnerDrafts.body()), ['Live'])
  })

  test('lets an admin ask for drafts or everything', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    await coursesInOrder(['Live'])
    await coursesInOrder(['Hidden'], { status: 'draft' })

    const standard = await client.post(PATH).json({}).loginAs(admin)
    const drafts = await client.post(PATH).json({ status: 'draft' }).loginAs(admin)
    const all = await client.post(PATH).json({ status: 'ALL' }).loginAs(admin)

    assert.deepEqual(names(standard.body()), ['Live'])
    assert.deepEqual(names(drafts.body()), ['Hidden'])
    assert.equal(drafts.body().data[0].status, 'draft')
    assert.deepEqual(names(all.body()), ['Hidden', 'Live'])
  })

  test('lists only the caller in studentsEnroled, never other learners', async ({
    client,
    assert,
  }) => {
    const [mine, theirs] = await coursesInOrder(['Mine', 'Theirs'])
    const me = await UserFactory.create()
    const other = await UserFactory.create()
    await EnrolmentFactory.merge({ userId: me.id, courseId: mine.id }).create()
    await EnrolmentFactory.merge({ userId: other.id, courseId: mine.id }).create()
    await EnrolmentFactory.merge({ userId: other.id, courseId: theirs.id }).create()

    const asMe = await bodyOf(
      client.post(PATH).json({ sortBy: 'courseName', sortOrder: 'asc' }).loginAs(me)
    )
    const asVisitor = await bodyOf(
      client.post(PATH).json({ sortBy: 'courseName', sortOrder: 'asc' })
    )
    const asAdmin = await bodyOf(
      client
        .post(PATH)
        .json({ sortBy: 'courseName', sortOrder: 'asc' })
        .loginAs(await UserFactory.apply('admin').create())
    )

    assert.deepEqual(asMe.data[0].studentsEnroled, [{ _id: me.id }])
    assert.deepEqual(asMe.data[1].studentsEnroled, [])
    assert.equal(asMe.data[0].enrollments, 2)
    assert.equal(asMe.data[1].enrollments, 1)
    assert.deepEqual(asVisitor.data[0].studentsEnroled, [])
    assert.deepEqual(asAdmin.data[0].studentsEnroled, [])
    assert.notInclude(JSON.stringify(asMe), other.id)
    assert.notInclude(JSON.stringify(asAdmin), other.id)
  })

  test('pages with totals, and answers a page beyond the end empty', async ({ client, assert }) => {
    await coursesInOrder(['c1', 'c2', 'c3', 'c4', 'c5'])

    const first = await client.post(PATH).json({ page: 1, limit: 2 })
    const third = await client.post(PATH).json({ page: 3, limit: 2 })
    const beyond = await client.post(PATH).json({ page: 7, limit: 2 })

    assert.deepEqual(names(first.body()), ['c5', 'c4'])
    assert.deepEqual(names(third.body()), ['c1'])
    assert.deepInclude(first.body(), { totalPages: 3, currentPage: 1, totalCourses: 5 })
    beyond.assertStatus(200)
    assert.deepInclude(beyond.body(), { data: [], totalPages: 3, currentPage: 7, totalCourses: 5 })
  })

  test('defaults to page 1 of 10 newest first, also for a body-less call', async ({
    client,
    assert,
  }) => {
    const created = await coursesInOrder(Array.from({ length: 12 }, (_, index) => `n${index}`))

    const response = await client.post(PATH)

    response.assertStatus(200)
    assert.lengthOf(response.body().data, 10)
    assert.equal(response.body().data[0]._id, created[11].id)
    assert.deepInclude(response.body(), { totalPages: 2, currentPage: 1, totalCourses: 12 })
  })

  test('accepts numbers sent as numeric strings', async ({ client, assert }) => {
    await coursesInOrder(['a', 'b', 'c'])

    const response = await client.post(PATH).json({ page: '2', limit: '2' })

    response.assertStatus(200)
    assert.deepEqual(names(response.body()), ['a'])
  })

  test('answers an empty catalogue with 200, not an error', async ({ client }) => {
    const response = await client.post(PATH).json({ page: 1, limit: 12 })

    response.assertStatus(200)
    response.assertBodyContains({ success: true, data: [], totalPages: 0, totalCourses: 0 })
  })

  test('filters by categories', async ({ client, assert }) => {
    const [upsc, ssc, bank] = await CategoryFactory.createMany(3)
    await coursesInOrder(['u1', 'u2'], { categoryId: upsc.id })
    await coursesInOrder(['s1'], { categoryId: ssc.id })
    await coursesInOrder(['b1'], { categoryId: bank.id })
    await coursesInOrder(['none'])
    await coursesInOrder(['u-draft'], { categoryId: upsc.id, status: 'draft' })

    const one = await client.post(PATH).json({ categoryIds: [upsc.id] })
    const two = await client.post(PATH).json({ categoryIds: [upsc.id, ssc.id] })
    const empty = await client.post(PATH).json({ categoryIds: [] })

    assert.deepEqual(names(one.body()), ['u2', 'u1'])
    assert.equal(one.body().totalCourses, 2)
    assert.sameMembers(names(two.body()), ['u1', 'u2', 's1'])
    assert.equal(empty.body().totalCourses, 5)
  })

  test('searches course names and descriptions, case-insensitively', async ({ client, assert }) => {
    await coursesInOrder(['Modern History'], { courseDescription: 'From 1757 onwards' })
    await coursesInOrder(['Geography'], {
      courseDescription: 'Maps and the monsoon; HISTORY of rivers',
    })
    await coursesInOrder(['Economy'], { courseDescription: 'Budget' })
    await coursesInOrder(['History draft'], { status: 'draft' })

    const history = await client.post(PATH).json({ search: '  history ' })
    const monsoon = await client.post(PATH).json({ search: 'MONSOON' })
    const nothing = await client.post(PATH).json({ search: 'quantum' })
    const blank = await client.post(PATH).json({ search: '' })

    assert.deepEqual(names(history.body()), ['Geography', 'Modern History'])
    assert.equal(history.body().totalCourses, 2)
    assert.deepEqual(names(monsoon.body()), ['Geography'])
    assert.deepEqual(nothing.body().data, [])
    assert.equal(blank.body().totalCourses, 3)
  })

  test('searchIn name looks at course names only', async ({ client, assert }) => {
    await coursesInOrder(['Modern History'], { courseDescription: 'From 1757 onwards' })
    await coursesInOrder(['Geography'], { courseDescription: 'The HISTORY of rivers' })

    const byName = await client.post(PATH).json({ search: 'history', searchIn: 'name' })
    const anywhere = await client.post(PATH).json({ search: 'history', searchIn: 'all' })
    const refused = await client.post(PATH).json({ search: 'history', searchIn: 'title' })

    assert.deepEqual(names(byName.body()), ['Modern History'])
    assert.equal(byName.body().totalCourses, 1)
    assert.deepEqual(names(anywhere.body()), ['Geography', 'Modern History'])
    assertFieldError(refused, 'searchIn', 'searchIn must be all or name')
  })

  test('treats % and _ in a search as plain characters', async ({ client, assert }) => {
    await coursesInOrder(['100% Maths'], { courseDescription: 'x' })
    await coursesInOrder(['Maths'], { courseDescription: 'y' })
    await coursesInOrder(['snake_case'], { courseDescription: 'z' })
    await coursesInOrder(['snakeXcase'], { courseDescription: 'z' })

    const percent = await client.post(PATH).json({ search: '%' })
    const underscore = await client.post(PATH).json({ search: 'e_c' })

    assert.deepEqual(names(percent.body()), ['100% Maths'])
    assert.deepEqual(names(underscore.body()), ['snake_case'])
  })

  test('combines search, category filter, sort and pages', async ({ client, assert }) => {
    const category = await CategoryFactory.create()
    await coursesInOrder(['Art A', 'Art C', 'Art B', 'Art D'], { categoryId: category.id })
    await coursesInOrder(['Art Elsewhere'])

    const response = await client.post(PATH).json({
      search: 'art',
      categoryIds: [category.id],
      sortBy: 'courseName',
      sortOrder: 'asc',
      page: 2,
      limit: 3,
    })

    assert.deepEqual(names(response.body()), ['Art D'])
    assert.deepInclude(response.body(), { totalCourses: 4, totalPages: 2, currentPage: 2 })
  })

  test('sorts by course name, case-insensitively, both ways', async ({ client, assert }) => {
    await coursesInOrder(['banking', 'Civics', 'Art'])

    const asc = await client.post(PATH).json({ sortBy: 'courseName', sortOrder: 'asc' })
    const desc = await client.post(PATH).json({ sortBy: 'courseName', sortOrder: 'DESC' })

    assert.deepEqual(names(asc.body()), ['Art', 'banking', 'Civics'])
    assert.deepEqual(names(desc.body()), ['Civics', 'banking', 'Art'])
  })

  test('sorts by price, enrollments and creation date', async ({ client, assert }) => {
    const [cheap, dear, mid] = await coursesInOrder(['cheap', 'dear', 'mid'])
    await Course.query().where('id', cheap.id).update({ pricePaise: 100, enrollmentsCount: 50 })
    await Course.query().where('id', dear.id).update({ pricePaise: 900_000, enrollmentsCount: 5 })
    await Course.query().where('id', mid.id).update({ pricePaise: 50_000, enrollmentsCount: 20 })

    const price = await client.post(PATH).json({ sortBy: 'price', sortOrder: 'asc' })
    const popular = await client.post(PATH).json({ sortBy: 'enrollments' })
    const oldest = await client.post(PATH).json({ sortBy: 'createdAt', sortOrder: 'asc' })
    const newest = await client.post(PATH).json({ sortBy: 'createdAt' })

    assert.deepEqual(names(price.body()), ['cheap', 'mid', 'dear'])
    assert.deepEqual(names(popular.body()), ['cheap', 'mid', 'dear'])
    assert.deepEqual(names(oldest.body()), ['cheap', 'dear', 'mid'])
    assert.deepEqual(names(newest.body()), ['mid', 'dear', 'cheap'])
  })

  test('sorts by instructor last name, then first name', async ({ client, assert }) => {
    const people = [
      ['Zoya', 'Khan'],
      ['Amit', 'Khan'],
      ['Bela', 'arora'],
    ]
    const ids: Record<string, string> = {}
    for (const [firstName, lastName] of people) {
      const instructor = await UserFactory.apply('admin').merge({ firstName, lastName }).create()
      const course = await CourseFactory.merge({
        courseName: `${firstName} ${lastName}`,
        instructorId: instructor.id,
      }).create()
      ids[course.courseName] = course.id
    }

    const asc = await client.post(PATH).json({ sortBy: 'instructor', sortOrder: 'asc' })
    const desc = await client.post(PATH).json({ sortBy: 'instructor', sortOrder: 'desc' })

    assert.deepEqual(names(asc.body()), ['Bela arora', 'Amit Khan', 'Zoya Khan'])
    assert.deepEqual(names(desc.body()), ['Zoya Khan', 'Amit Khan', 'Bela arora'])
    // the join for sorting does not leak the instructor's columns into the course
    for (const card of asc.body().data) {
      assert.equal(card._id, ids[card.courseName])
      assert.equal(card.courseName, `${card.instructor.firstName} ${card.instructor.lastName}`)
      assert.notProperty(card, 'email')
    }
  })

  test('keeps pages disjoint when sort values tie', async ({ client, assert }) => {
    const created = await CourseFactory.merge({ pricePaise: 100 }).createMany(7)

    const seen: string[] = []
    for (const page of [1, 2, 3, 4]) {
      const response = await client.post(PATH).json({ sortBy: 'price', page, limit: 2 })
      seen.push(...response.body().data.map((course: any) => course._id))
    }

    assert.sameMembers(
      seen,
      created.map((course) => course.id)
    )
    assert.lengthOf(new Set(seen), 7)
  })

  test('refuses bad fields with 422, never 500 ({field}: {$i})')
    .with([
      { input: { page: 0 }, field: 'page', message: 'page must be a whole number of at least 1' },
      { input: { page: -3 }, field: 'page', message: 'page must be a whole number of at least 1' },
      {
        input: { page: 'two' },
        field: 'page',
        message: 'page must be a whole number of at least 1',
      },
      { input: { page: 1.5 }, field: 'page', message: 'page must be a whole number of at least 1' },
      {
        input: { limit: 0 },
        field: 'limit',
        message: 'limit must be a whole number from 1 to 100',
      },
      {
        input: { limit: 101 },
        field: 'limit',
        message: 'limit must be a whole number from 1 to 100',
      },
      {
        input: { limit: 'all' },
        field: 'limit',
        message: 'limit must be a whole number from 1 to 100',
      },
      {
        input: { categoryIds: 'abc' },
        field: 'categoryIds',
        message: 'categoryIds must be a list of category ids',
      },
      {
        input: { categoryIds: ['not-an-id'] },
        field: 'categoryIds.0',
        message: 'categoryIds must be a list of category ids',
      },
      {
        input: { categoryIds: [42] },
        field: 'categoryIds.0',
        message: 'categoryIds must be a list of category ids',
      },
      {
        input: { categoryIds: [{ _id: 'x' }] },
        field: 'categoryIds.0',
        message: 'categoryIds must be a list of category ids',
      },
      {
        input: { search: { $ne: 1 } },
        field: 'search',
        message: 'search must be text of at most 100 characters',
      },
      {
        input: { search: 'x'.repeat(101) },
        field: 'search',
        message: 'search must be text of at most 100 characters',
      },
      {
        input: { sortBy: 'password' },
        field: 'sortBy',
        message: 'sortBy must be one of createdAt, courseName, instructor, price, enrollments',
      },
      {
        input: { sortOrder: 'sideways' },
        field: 'sortOrder',
        message: 'sortOrder must be asc or desc',
      },
      {
        input: { sortOrder: 'asc; drop table courses' },
        field: 'sortOrder',
        message: 'sortOrder must be asc or desc',
      },
    ])
    .run(async ({ client }, { input, field, message }) => {
      const response = await client.post(PATH).json(input)

      assertFieldError(response, field, message)
    })

  test('costs the same number of queries for 2 or 20 courses on a page', async ({
    client,
    assert,
  }) => {
    const category = await CategoryFactory.create()
    const learner = await UserFactory.create()
    const seed = async (count: number) => {
      const courses = await CourseFactory.merge({ categoryId: category.id })
        .with('instructor')
        .createMany(count)
      for (const course of courses) {
        await EnrolmentFactory.merge({ userId: learner.id, courseId: course.id }).create()
        await rate(course.id, [3])
      }
    }

    await seed(2)
    const few = await countQueries(() =>
      client.post(PATH).json({ limit: 50 }).withGuard('api').loginAs(learner)
    )
    await seed(18)
    let body: any
    const many = await countQueries(async () => {
      body = await bodyOf(client.post(PATH).json({ limit: 50 }).withGuard('api').loginAs(learner))
    })

    assert.lengthOf(body.data, 20)
    assert.isAbove(few, 0)
    assert.equal(many, few)
  })
})
