import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Enrolment from '#catalogue/models/enrolment'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import {
  API,
  admin,
  buildCourse,
  builder,
  category,
  courseRow,
  draftRow,
  learner,
  courseStatus,
  courseName,
  draftStep,
  expectStatus,
} from './helpers.js'

const UNKNOWN = '7d0f5d3e-8c0c-4e43-9a7c-2f6d3f0c1a11'

test.group('POST /courses/publishCourse', (group) => {
  withCleanDatabase(group)

  test('publishes a course with a lesson and removes its draft', async ({ client, assert }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user, [[], [60]])

    const response = await builder(client, user).post('publishCourse', { courseId })

    response.assertStatus(200)
    assert.isTrue(response.body().success)
    assert.equal(response.body().message, 'Course Published')
    assert.containsSubset(response.body().course, { _id: courseId, status: 'published' })
    assert.isString(response.body().course.publishedAt)
    const row = await courseRow(courseId)
    assert.equal(row.status, 'published')
    assert.isNotNull(row.published_at)
    assert.isNull(await draftRow(courseId))

    // again: still 200, nothing changes
    const again = await builder(client, user).post('publishCourse', { courseId })
    again.assertStatus(200)
    assert.equal(again.body().course.publishedAt, response.body().course.publishedAt)
  })

  test('refuses a course without lessons, even with sections', async ({ client, assert }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user, [[], []])

    const response = await builder(client, user).post('publishCourse', { courseId })

    response.assertStatus(422)
    response.assertBody({
      success: false,
      message: 'Add at least one lesson before publishing the course',
    })
    assert.equal(await courseStatus(courseId), 'draft')
    assert.equal(await draftStep(courseId), 2)
  })

  test('unknown, malformed and forbidden', async ({ client }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user, [[60]])

    const unknown = await builder(client, user).post('publishCourse', { courseId: UNKNOWN })
    unknown.assertStatus(404)
    unknown.assertBody({ success: false, message: 'Course not found' })
    assertFieldError(
      await builder(client, user).post('publishCourse', { courseId: 'x' }),
      'courseId',
      'A valid course id is required'
    )
    const visitor = await client.post(`${API}/publishCourse`).json({ courseId }).withCsrfToken()
    visitor.assertStatus(401)
    const student = await builder(client, await learner()).post('publishCourse', { courseId })
    student.assertStatus(403)
    const desktop = await client
      .post(`${API}/publishCourse`)
      .json({ courseId })
      .withGuard('api')
      .loginAs(user)
    desktop.assertStatus(200)
  })
})

test.group('Unpublish and reopen', (group) => {
  withCleanDatabase(group)

  test('unpublishCourse moves the course back to the drafts at step 3', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user, [[60]])
    await builder(client, user).post('publishCourse', { courseId })

    const response = await builder(client, user).post('unpublishCourse', { courseId })

    response.assertStatus(200)
    assert.equal(response.body().course.status, 'draft')
    assert.isNull(response.body().course.publishedAt)
    assert.equal(await courseStatus(courseId), 'draft')
    assert.equal(await draftStep(courseId), 3)

    // a draft course keeps its draft as it is
    const other = await buildCourse(client, user)
    const draft = await builder(client, user).post('unpublishCourse', { courseId: other.courseId })
    draft.assertStatus(200)
    assert.equal(await draftStep(other.courseId), 1)

    await expectStatus(builder(client, user).post('unpublishCourse', { courseId: UNKNOWN }), 404)
    await expectStatus(builder(client, await learner()).post('unpublishCourse', { courseId }), 403)
  })

  test('reopenCourse lists the course among the drafts at the step asked for', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user, [[60]])
    await builder(client, user).post('publishCourse', { courseId })

    const byDefault = await builder(client, user).post('reopenCourse', { courseId })
    byDefault.assertStatus(200)
    assert.equal(byDefault.body().creationStep, 1)
    assert.equal(await draftStep(courseId), 1)
    // it stays in the catalogue while it is edited
    assert.equal(await courseStatus(courseId), 'published')

    const atStep = await builder(client, user).post('reopenCourse', { courseId, creationStep: 3 })
    atStep.assertStatus(200)
    assert.equal(await draftStep(courseId), 3)
    assert.lengthOf(await db.from('course_drafts').where('course_id', courseId), 1)

    for (const creationStep of [0, 4, 'two', 1.5]) {
      assertFieldError(
        await builder(client, user).post('reopenCourse', { courseId, creationStep }),
        'creationStep',
        'creationStep must be 1, 2 or 3'
      )
    }
    await expectStatus(builder(client, user).post('reopenCourse', { courseId: UNKNOWN }), 404)
    await expectStatus(builder(client, await learner()).post('reopenCourse', { courseId }), 403)
  })
})

test.group('GET|POST /courses/inspectCourse', (group) => {
  withCleanDatabase(group)

  test('shows the content with video URLs, enrolments, revenue and draft step', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { courseId, sections } = await buildCourse(client, user, [[60, 90], [30]])
    await builder(client, user).post('publishCourse', { courseId })
    for (const student of [await learner(), await learner()]) {
      await Enrolment.create({
        userId: student.id,
        courseId,
        source: 'manual',
        lastLessonId: null,
        lastPositionSeconds: 0,
      })
    }

    const response = await builder(client, user).post('inspectCourse', { courseId })

    response.assertStatus(200)
    const data = response.body().data
    assert.equal(data.enrollments, 2)
    // no orders exist yet: no revenue, not an invented one
    assert.equal(data.revenuePaise, 0)
    assert.equal(data.revenue, 0)
    assert.isNull(data.creationStep)
    assert.containsSubset(data.course, {
      _id: courseId,
      status: 'published',
      totalDurationSeconds: 180,
      price: 1499.5,
      pricePaise: 149950,
    })
    assert.deepEqual(
      data.course.courseContent.map((section: any) => [
        section._id,
        section.subSection.map((item: any) => item._id),
      ]),
      sections.map((section) => [section.id, section.lessons])
    )
    assert.equal(
      data.course.courseContent[0].subSection[0].videoUrl,
      'https://videos.example.com/0-0.mp4'
    )

    // GET with the id in the query, and the draft step once reopened
    await builder(client, user).post('reopenCourse', { courseId, creationStep: 2 })
    const viaGet = await builder(client, user).get('inspectCourse', { courseId })
    viaGet.assertStatus(200)
    assert.equal(viaGet.body().data.creationStep, 2)
  })

  test('refusals', async ({ client }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user, [[60]])

    await expectStatus(builder(client, user).get('inspectCourse', { courseId: UNKNOWN }), 404)
    assertFieldError(
      await builder(client, user).get('inspectCourse'),
      'courseId',
      'A valid course id is required'
    )
    await expectStatus(client.get(`${API}/inspectCourse`).qs({ courseId }), 401)
    await expectStatus(builder(client, await learner()).get('inspectCourse', { courseId }), 403)
    await expectStatus(
      client.get(`${API}/inspectCourse`).qs({ courseId }).withGuard('api').loginAs(user),
      200
    )
  })
})

test.group('POST /courses/editCourse', (group) => {
  withCleanDatabase(group)

  test('changes only the fields given', async ({ client, assert }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user)
    const { id: history } = await category('History')

    const response = await builder(client, user).post('editCourse', {
      courseId,
      courseName: 'Modern Indian History',
      price: 0,
      category: history,
      tag: '["history"]',
      couponCode: '',
    })

    response.assertStatus(200)
    assert.equal(response.body().message, 'Course updated successfully!')
    assert.containsSubset(response.body().data, {
      _id: courseId,
      courseName: 'Modern Indian History',
      courseDescription: 'The Constitution, Parliament and the courts, from the basics.',
      price: 0,
      pricePaise: 0,
      category: history,
      categoryDetails: { _id: history, name: 'History' },
      tag: ['history'],
      instructions: ['Watch in order', 'Take notes'],
      couponCode: null,
      thumbnail: 'https://res.cloudinary.com/demo/image/upload/v1/polity.png',
      status: 'draft',
    })
    const row = await courseRow(courseId)
    assert.equal(row.course_name, 'Modern Indian History')
    assert.equal(row.price_paise, 0)
    assert.equal(row.category_id, history)
  })

  test('refuses emptied required fields and bad values; nothing changes', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user)
    const api = builder(client, user)

    assertFieldError(
      await api.post('editCourse', { courseId, courseName: '' }),
      'courseName',
      'Course name is required'
    )
    assertFieldError(
      await api.post('editCourse', { courseId, courseDescription: null }),
      'courseDescription',
      'Course description is required'
    )
    assertFieldError(
      await api.post('editCourse', { courseId, price: '' }),
      'price',
      'Price must be an amount in rupees, 0 or more, with at most 2 decimals'
    )
    assertFieldError(
      await api.post('editCourse', { courseId, price: 'abc' }),
      'price',
      'Price must be an amount in rupees, 0 or more, with at most 2 decimals'
    )
    assertFieldError(
      await api.post('editCourse', { courseId, category: '' }),
      'category',
      'Choose a category'
    )
    assertFieldError(
      await api.post('editCourse', { courseId, instructions: '["open' }),
      'instructions',
      'Instructions must be a JSON array of text, e.g. ["Watch in order","Take notes"]'
    )
    const unknownCategory = await api.post('editCourse', { courseId, category: UNKNOWN })
    unknownCategory.assertStatus(404)
    unknownCategory.assertBody({ success: false, message: 'Category not found' })
    const unknownCourse = await api.post('editCourse', { courseId: UNKNOWN, courseName: 'x' })
    unknownCourse.assertStatus(404)
    assertFieldError(
      await api.post('editCourse', { courseName: 'x' }),
      'courseId',
      'A valid course id is required'
    )
    assert.equal(await courseName(courseId), 'Indian Polity for Prelims')
    await expectStatus(builder(client, await learner()).post('editCourse', { courseId }), 403)
  })
})

test.group('POST /courses/deleteCourse', (group) => {
  withCleanDatabase(group)

  test('deletes a course without learners, with all its content', async ({ client, assert }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user, [[60, 30], [10]])

    const response = await builder(client, user).post('deleteCourse', { courseId })

    response.assertStatus(200)
    response.assertBody({ success: true, message: 'Course deleted' })
    assert.isNull(await courseRow(courseId))
    assert.lengthOf(await db.from('sections'), 0)
    assert.lengthOf(await db.from('lessons'), 0)
    assert.lengthOf(await db.from('course_drafts'), 0)
    await expectStatus(builder(client, user).post('deleteCourse', { courseId }), 404)
  })

  test('refuses a course with enrolled learners with 409', async ({ client, assert }) => {
    const user = await admin()
    const student = await learner()
    const { courseId } = await buildCourse(client, user, [[60]])
    await Enrolment.create({
      userId: student.id,
      courseId,
      source: 'manual',
      lastLessonId: null,
      lastPositionSeconds: 0,
    })

    const response = await builder(client, user).post('deleteCourse', { courseId })

    response.assertStatus(409)
    response.assertBody({
      success: false,
      message: 'This course has enrolled learners and cannot be deleted. Unpublish it instead.',
    })
    assert.isNotNull(await courseRow(courseId))
    await expectStatus(builder(client, student).post('deleteCourse', { courseId }), 403)
  })
})
