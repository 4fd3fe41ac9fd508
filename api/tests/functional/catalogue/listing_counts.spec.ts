import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import { listingCounts } from '#core/services/listing_cache'
import { CourseFactory } from '#database/factories/course_factory'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { countQueries } from '#tests/helpers/queries'

const PATH = '/api/v1/courses/getAllCourses'

interface CoursesAnswer {
  data: { courseName: string }[]
  totalCourses: number
  totalPages: number
}

/** One page as a visitor, or as `admin` with a bearer token. */
async function coursesPage(client: ApiClient, body: Record<string, unknown>, admin?: User) {
  const request = client.post(PATH).json(body)
  const response = await (admin ? request.withGuard('api').loginAs(admin) : request)
  response.assertStatus(200)
  return response.body() as CoursesAnswer
}

const names = (answer: CoursesAnswer) => answer.data.map((card) => card.courseName)

/**
 * The published list's count is reused (listingCounts) while every page is
 * read afresh; an admin write through the API empties it.
 */
test.group('getAllCourses: the count of a published list', (group) => {
  withCleanDatabase(group)
  group.each.setup(async () => {
    listingCounts.ttlSeconds = 60
    await listingCounts.clear()
    return async () => {
      listingCounts.ttlSeconds = 0
      await listingCounts.clear()
    }
  })

  test('is counted once per filter, whatever the page or sort', async ({ client, assert }) => {
    await CourseFactory.merge({ courseName: 'Polity' }).createMany(3)

    const first = await countQueries(() => client.post(PATH).json({ limit: 2 }))
    const again = await countQueries(() =>
      client.post(PATH).json({ limit: 2, page: 2, sortBy: 'price', sortOrder: 'asc' })
    )
    const searched = await coursesPage(client, { search: 'POL' })

    assert.equal(again, first - 1)
    assert.equal(searched.totalCourses, 3)
  })

  test('pages read afresh, and an admin write through the API counts again', async ({
    client,
    assert,
  }) => {
    const course = await CourseFactory.merge({ courseName: 'Polity' }).create()
    const first = await coursesPage(client, {})
    assert.equal(first.totalCourses, 1)

    // written behind the API's back: the page shows it, the count has not been asked again
    await CourseFactory.merge({ courseName: 'History' }).create()
    const stale = await coursesPage(client, {})
    assert.lengthOf(stale.data, 2)
    assert.equal(stale.totalCourses, 1)

    const admin = await UserFactory.apply('admin').create()
    const unpublish = await client
      .post('/api/v1/courses/unpublishCourse')
      .json({ courseId: course.id })
      .withGuard('api')
      .loginAs(admin)
    unpublish.assertStatus(200)

    const fresh = await coursesPage(client, {})
    assert.deepEqual(names(fresh), ['History'])
    assert.deepInclude(fresh, { totalCourses: 1, totalPages: 1 })
  })

  test('an admin asking for drafts or everything is always counted', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    await CourseFactory.apply('draft').create()
    const before = await coursesPage(client, { status: 'all' }, admin)
    await CourseFactory.apply('draft').create()
    const after = await coursesPage(client, { status: 'all' }, admin)

    assert.equal(before.totalCourses, 1)
    assert.equal(after.totalCourses, 2)
  })
})

test.group('getAllCourses: search', (group) => {
  withCleanDatabase(group)

  test('matches part of a word in the name or the description, in any case', async ({
    client,
    assert,
  }) => {
    await CourseFactory.merge({
      courseName: 'Heat Engines',
      courseDescription: 'THERMODYNAMICS for JEE',
    }).create()
    await CourseFactory.merge({ courseName: 'Thermodynamics', courseDescription: 'Laws' }).create()
    await CourseFactory.merge({ courseName: 'Optics', courseDescription: 'Lenses' }).create()

    for (const search of ['dynamic', 'Thermo', 'MODYN']) {
      const body = await coursesPage(client, { search, sortBy: 'courseName', sortOrder: 'asc' })
      assert.deepEqual(names(body), ['Heat Engines', 'Thermodynamics'], search)
      assert.equal(body.totalCourses, 2, search)
    }
  })

  test('finds a description as it is after an edit', async ({ client, assert }) => {
    const course = await CourseFactory.merge({ courseDescription: 'Rivers of India' }).create()
    await db.from('courses').where('id', course.id).update({ course_description: 'Monsoon winds' })

    const rivers = await coursesPage(client, { search: 'rivers' })
    const monsoon = await coursesPage(client, { search: 'monsoon' })

    assert.equal(rivers.totalCourses, 0)
    assert.equal(monsoon.totalCourses, 1)
  })

  test('never matches across the end of the name and the start of the description', async ({
    client,
    assert,
  }) => {
    await CourseFactory.merge({
      courseName: 'Modern History',
      courseDescription: 'From 1757',
    }).create()
    await CourseFactory.merge({
      courseName: 'Maps',
      courseDescription: 'Lines\nand rivers',
    }).create()

    const across = await coursesPage(client, { search: 'history\nfrom' })
    const within = await coursesPage(client, { search: 'lines\nAND' })
    const joined = await coursesPage(client, { search: 'history from' })

    assert.equal(across.totalCourses, 0)
    assert.deepEqual(names(within), ['Maps'])
    assert.equal(joined.totalCourses, 0)
  })

  test('the stored search text has a trigram index', async ({ assert }) => {
    // the definition, not a plan: on an empty table the planner may prefer scanning any small
    // index whole (the newest-first one that holds the search text, say)
    const index = await db
      .from('pg_indexes')
      .where({ tablename: 'courses', indexname: 'courses_search_text_trgm' })
      .select('indexdef')
      .first()

    assert.match(index?.indexdef ?? '', /USING gin \(search_text gin_trgm_ops\)/)
  })
})
