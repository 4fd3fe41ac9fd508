import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { averageRating } from '#catalogue/services/rating_totals'
import { UserFactory } from '#database/factories/user_factory'
import { EnrolmentFactory } from '#database/factories/enrolment_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { bodyOf } from '#tests/helpers/responses'
import { COURSES, enrolledLearner } from '#tests/functional/learning/helpers'

/**
 * A course card's rating comes from the totals the course keeps
 * (courses.rating_count and rating_sum, kept by triggers on course_ratings:
 * migration 1732000000138). Whatever writes the ratings, the card must say
 * what the ratings themselves say.
 */
/** What the ratings themselves say, aggregated here: the totals' independent check. */
async function ratingsSay(courseId: string) {
  const row = await db
    .from('course_ratings')
    .where('course_id', courseId)
    .select(db.raw('round(avg(rating)::numeric, 1) AS average'), db.raw('count(*)::int AS count'))
    .first()
  return {
    averageRating: row.average === null ? null : Number(row.average),
    ratingCount: row.count,
  }
}

async function cardSays(client: any, courseId: string) {
  const body = await bodyOf(client.post(`${COURSES}/getAllCourses`).json({}))
  const card = body.data.find((course: any) => course._id === courseId)
  return { averageRating: card.averageRating, ratingCount: card.ratingCount }
}

async function enrolledUsers(courseId: string, count: number) {
  const users = await UserFactory.createMany(count)
  for (const user of users) await EnrolmentFactory.merge({ userId: user.id, courseId }).create()
  return users
}

test.group('Course cards: the rating totals', (group) => {
  withCleanDatabase(group)

  test('follow ratings given, changed and taken away', async ({ client, assert }) => {
    const { course, learner } = await enrolledLearner()
    const others = await enrolledUsers(course.id, 3)
    const rate = (user: typeof learner, rating: number) =>
      bodyOf(
        client
          .post(`${COURSES}/createRating`)
          .json({ courseId: course.id, rating })
          .withGuard('api')
          .loginAs(user)
      )

    assert.deepEqual(await cardSays(client, course.id), { averageRating: null, ratingCount: 0 })

    await rate(learner, 5)
    await rate(others[0], 4)
    await rate(others[1], 4)
    assert.deepEqual(await cardSays(client, course.id), { averageRating: 4.3, ratingCount: 3 })

    // rating again edits the rating (INSERT … ON CONFLICT DO UPDATE)
    await rate(learner, 1)
    assert.deepEqual(await cardSays(client, course.id), { averageRating: 3, ratingCount: 3 })

    // a deleted account takes its rating with it (ON DELETE CASCADE)
    await db.from('users').where('id', others[0].id).delete()
    assert.deepEqual(await cardSays(client, course.id), { averageRating: 2.5, ratingCount: 2 })
    assert.deepEqual(await cardSays(client, course.id), await ratingsSay(course.id))
  })

  test('follow writes of many rows at once, across courses', async ({ client, assert }) => {
    const courses = await CourseFactory.apply('published').createMany(2)
    const [first, second] = courses.map((course) => ({ course }))
    const users = await UserFactory.createMany(4)
    const newcomer = await UserFactory.create()
    const now = new Date()
    const rows = users.flatMap((user, index) =>
      [
        { courseId: first.course.id, rating: 1 + index },
        { courseId: second.course.id, rating: 5 - (index % 2) },
      ].map(({ courseId, rating }) => ({
        id: crypto.randomUUID(),
        user_id: user.id,
        course_id: courseId,
        rating,
        created_at: now,
        updated_at: now,
      }))
    )
    await db.table('course_ratings').multiInsert(rows)
    // one statement moves every 5 to 3 in both courses, another moves a rating between courses
    await db.from('course_ratings').where('rating', 5).update({ rating: 3 })
    await db
      .from('course_ratings')
      .where({ user_id: users[0].id, course_id: first.course.id })
      .delete()
    await db
      .from('course_ratings')
      .where({ user_id: users[1].id, course_id: first.course.id })
      .update({ course_id: second.course.id, user_id: newcomer.id })

    for (const course of [first.course, second.course]) {
      const said = await ratingsSay(course.id)
      assert.deepEqual(await cardSays(client, course.id), said)
      const totals = await db.from('courses').where('id', course.id).select('rating_count').first()
      assert.equal(totals.rating_count, said.ratingCount)
    }
    assert.deepEqual(await ratingsSay(first.course.id), { averageRating: 3.5, ratingCount: 2 })
    assert.deepEqual(await ratingsSay(second.course.id), { averageRating: 3.2, ratingCount: 5 })
  })
})

test.group('averageRating', () => {
  test('rounds as PostgreSQL rounds the average of the ratings', async ({ assert }) => {
    // every sum of 1 to 60 ratings of 1 to 5: the halves included
    const { rows } = await db.rawQuery(
      `SELECT count, sum, round(sum::numeric / count, 1)::text AS average
       FROM generate_series(1, 60) AS count, generate_series(count, 5 * count) AS sum`
    )
    for (const { count, sum, average } of rows) {
      assert.equal(averageRating(sum, count), Number(average), `${sum} / ${count}`)
    }
    assert.isNull(averageRating(0, 0))
  })
})
