import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import CourseRating from '#catalogue/models/course_rating'
import Enrolment from '#catalogue/models/enrolment'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import {
  API,
  admin,
  buildCourse,
  builder,
  courseRow,
  draftStep,
  expectStatus,
  learner,
} from './helpers.js'

const UNKNOWN = '7d0f5d3e-8c0c-4e43-9a7c-2f6d3f0c1a11'

async function enrol(userId: string, courseId: string) {
  await Enrolment.create({
    userId,
    courseId,
    source: 'manual',
    lastLessonId: null,
    lastPositionSeconds: 0,
  })
}

/** A learner enrolled in the course who rated it, `minutesAgo` minutes ago. */
async function rate(courseId: string, rating: number, review: string | null, minutesAgo = 0) {
  const student = await learner()
  await enrol(student.id, courseId)
  const at = DateTime.now().minus({ minutes: minutesAgo })
  await CourseRating.create({
    userId: student.id,
    courseId,
    rating,
    review,
    createdAt: at,
    updatedAt: at,
  })
  return student
}

/** The course's content as [section name, [[title, video, seconds, position]]], in order. */
async function contentOf(courseId: string) {
  const sections = await db.from('sections').where('course_id', courseId).orderBy('position')
  return Promise.all(
    sections.map(async (section) => {
      const lessons = await db.from('lessons').where('section_id', section.id).orderBy('position')
      return [
        section.section_name,
        section.position,
        lessons.map((lesson) => [
          lesson.title,
          lesson.video_url,
          lesson.duration_seconds,
          lesson.position,
        ]),
      ]
    })
  )
}

test.group('POST /courses/duplicateCourse', (group) => {
  withCleanDatabase(group)

  test('copies details and content into a new draft, not enrolments or ratings', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { courseId, sections } = await buildCourse(client, user, [[60, 90], [], [30]])
    // an order the admin chose, so positions are not just creation order
    await builder(client, user).post('reorderSections', {
      courseId,
      sectionIds: [sections[2]!.id, sections[0]!.id, sections[1]!.id],
    })
    await builder(client, user).post('publishCourse', { courseId })
    await rate(courseId, 4, 'Clear and thorough')

    const response = await builder(client, user).post('duplicateCourse', { courseId })

    response.assertStatus(200)
    assert.equal(response.body().message, 'Course duplicated as a new draft')
    const copy = response.body().data
    assert.notEqual(copy._id, courseId)
    assert.containsSubset(copy, {
      courseName: 'Indian Polity for Prelims (copy)',
      courseDescription: 'The Constitution, Parliament and the courts, from the basics.',
      pricePaise: 149950,
      tag: ['polity', 'prelims'],
      instructions: ['Watch in order', 'Take notes'],
      couponCode: 'POLITY10',
      thumbnail: 'https://res.cloudinary.com/demo/image/upload/v1/polity.png',
      whatYouWillLearn: 'Fundamental rights, Parliament, Judiciary',
      status: 'draft',
      enrollments: 0,
      totalDurationSeconds: 180,
      publishedAt: null,
    })
    const original = await courseRow(courseId)
    assert.equal(copy.category, original.category_id)
    assert.deepEqual(await contentOf(copy._id), await contentOf(courseId))
    assert.deepEqual(
      copy.courseContent.map((section: any) => section.sectionName),
      ['Section 3', 'Section 1', 'Section 2']
    )
    // new records, not the original's
    const originalLessonIds = new Set(sections.flatMap((section) => section.lessons))
    for (const section of copy.courseContent) {
      assert.notInclude(
        sections.map((s) => s.id),
        section._id
      )
      for (const lesson of section.subSection) assert.isFalse(originalLessonIds.has(lesson._id))
    }

    assert.equal(await draftStep(copy._id), 1)
    const [enrolments] = await db.from('enrolments').where('course_id', copy._id).count('* as n')
    assert.equal(Number(enrolments.n), 0)
    const [ratings] = await db.from('course_ratings').where('course_id', copy._id).count('* as n')
    assert.equal(Number(ratings.n), 0)
    // the original is untouched
    assert.equal(original.status, 'published')
    assert.isNull(await draftStep(courseId))
    const [kept] = await db.from('course_ratings').where('course_id', courseId).count('* as n')
    assert.equal(Number(kept.n), 1)

    // it is listed among the drafts under its new name
    const drafts = await builder(client, user).get('courseCreationDraft', { search: '(copy)' })
    assert.deepEqual(
      drafts.body().map((draft: any) => draft.courseId._id),
      [copy._id]
    )
  })

  test('a long name is cut so the suffix fits; a course without content copies', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const longName = 'A'.repeat(200)
    const { courseId } = await buildCourse(client, user, [], { courseName: longName })

    const response = await builder(client, user).post('duplicateCourse', { courseId })

    response.assertStatus(200)
    const name: string = response.body().data.courseName
    assert.lengthOf(name, 200)
    assert.equal(name, `${'A'.repeat(193)} (copy)`)
    assert.deepEqual(response.body().data.courseContent, [])
  })

  test('refusals', async ({ client }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user, [[60]])

    const unknown = await builder(client, user).post('duplicateCourse', { courseId: UNKNOWN })
    unknown.assertStatus(404)
    unknown.assertBody({ success: false, message: 'Course not found' })
    assertFieldError(
      await builder(client, user).post('duplicateCourse', { courseId: 'nope' }),
      'courseId',
      'A valid course id is required'
    )
    await expectStatus(
      client.post(`${API}/duplicateCourse`).json({ courseId }).withCsrfToken(),
      401
    )
    await expectStatus(builder(client, await learner()).post('duplicateCourse', { courseId }), 403)
  })
})

test.group('GET|POST /courses/courseReviews and the rating on inspectCourse', (group) => {
  withCleanDatabase(group)

  test('pages of reviews, newest first, with the learner name and the summary', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user, [[60]])
    await builder(client, user).post('publishCourse', { courseId })
    const oldest = await rate(courseId, 5, 'Superb', 30)
    await rate(courseId, 4, null, 20)
    const newest = await rate(courseId, 2, 'Too fast', 10)

    const first = await builder(client, user).post('courseReviews', { courseId, limit: 2 })

    first.assertStatus(200)
    const body = first.body()
    assert.equal(body.averageRating, 3.7)
    assert.equal(body.ratingCount, 3)
    assert.deepEqual(body.meta, {
      totalItems: 3,
      currentPage: 1,
      totalPages: 2,
      hasNextPage: true,
      hasPrevPage: false,
      limit: 2,
    })
    assert.deepEqual(
      body.data.map((review: any) => [review.rating, review.review]),
      [
        [2, 'Too fast'],
        [4, null],
      ]
    )
    assert.deepEqual(body.data[0].learner, {
      _id: newest.id,
      name: `${newest.firstName} ${newest.lastName}`,
    })
    assert.notProperty(body.data[0].learner, 'email')

    const second = await builder(client, user).get('courseReviews', { courseId, page: 2, limit: 2 })
    second.assertStatus(200)
    assert.deepEqual(
      second.body().data.map((review: any) => review.learner._id),
      [oldest.id]
    )
    assert.isFalse(second.body().meta.hasNextPage)

    const inspected = await builder(client, user).post('inspectCourse', { courseId })
    assert.equal(inspected.body().data.averageRating, 3.7)
    assert.equal(inspected.body().data.ratingCount, 3)
  })

  test('an unrated course: no reviews, no average', async ({ client, assert }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user, [[60]])

    const reviews = await builder(client, user).post('courseReviews', { courseId })
    reviews.assertStatus(200)
    assert.deepEqual(reviews.body().data, [])
    assert.isNull(reviews.body().averageRating)
    assert.equal(reviews.body().meta.totalPages, 1)
    assert.equal(reviews.body().meta.limit, 10)

    const inspected = await builder(client, user).post('inspectCourse', { courseId })
    assert.isNull(inspected.body().data.averageRating)
    assert.equal(inspected.body().data.ratingCount, 0)
  })

  test('refusals', async ({ client }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user, [[60]])

    await expectStatus(builder(client, user).post('courseReviews', { courseId: UNKNOWN }), 404)
    assertFieldError(
      await builder(client, user).post('courseReviews', { courseId, limit: 51 }),
      'limit',
      'limit must be a whole number from 1 to 50'
    )
    assertFieldError(
      await builder(client, user).post('courseReviews', { courseId, page: 0 }),
      'page',
      'page must be a whole number of 1 or more'
    )
    await expectStatus(client.get(`${API}/courseReviews`).qs({ courseId }), 401)
    await expectStatus(builder(client, await learner()).get('courseReviews', { courseId }), 403)
  })
})
