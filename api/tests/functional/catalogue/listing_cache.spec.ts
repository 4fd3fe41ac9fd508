import { test } from '@japa/runner'
import { withCleanDatabase } from '#tests/helpers/database'
import { listingCache } from '#core/services/listing_cache'
import { CourseFactory } from '#database/factories/course_factory'
import { UserFactory } from '#database/factories/user_factory'
import { Browser } from '#tests/support/browser'

/** A visitor without cookies: the Japa client always carries a session cookie. */
async function visitorCourseNames() {
  const response = await new Browser().request('POST', '/api/v1/courses/getAllCourses', {
    json: { limit: 50 },
    xsrf: false,
  })
  return (response.body.data as { courseName: string }[]).map((course) => course.courseName)
}

test.group('Visitors listing cache', (group) => {
  withCleanDatabase(group)
  group.each.setup(async () => {
    listingCache.ttlSeconds = 60
    await listingCache.clear()
    return async () => {
      listingCache.ttlSeconds = 0
      await listingCache.clear()
    }
  })

  test('serves a visitor the same page again without asking the database', async ({ assert }) => {
    await CourseFactory.apply('published').merge({ courseName: 'Polity' }).create()
    assert.deepEqual(await visitorCourseNames(), ['Polity'])

    // written behind the API's back: the cached page does not see it yet
    await CourseFactory.apply('published').merge({ courseName: 'History' }).create()
    assert.deepEqual(await visitorCourseNames(), ['Polity'])
  })

  test('an admin write through the API empties it at once', async ({ assert, client }) => {
    const course = await CourseFactory.apply('published').merge({ courseName: 'Polity' }).create()
    assert.deepEqual(await visitorCourseNames(), ['Polity'])

    const admin = await UserFactory.apply('admin').create()
    const unpublish = await client
      .post('/api/v1/courses/unpublishCourse')
      .json({ courseId: course.id })
      .withGuard('api')
      .loginAs(admin)
    unpublish.assertStatus(200)
    assert.deepEqual(await visitorCourseNames(), [])
  })

  test('signed-in callers always get a fresh page', async ({ assert, client }) => {
    await CourseFactory.apply('published').merge({ courseName: 'Polity' }).create()
    assert.deepEqual(await visitorCourseNames(), ['Polity'])
    await CourseFactory.apply('published').merge({ courseName: 'History' }).create()

    const learner = await UserFactory.create()
    const response = await client
      .post('/api/v1/courses/getAllCourses')
      .json({ limit: 50 })
      .withGuard('api')
      .loginAs(learner)
    assert.lengthOf(response.body().data, 2)
  })
})
