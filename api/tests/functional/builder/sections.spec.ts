import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Enrolment from '#catalogue/models/enrolment'
import LessonProgress from '#catalogue/models/lesson_progress'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import {
  API,
  admin,
  buildCourse,
  builder,
  learner,
  positionNumbers,
  positions,
  totalSeconds,
} from './helpers.js'

const UNKNOWN = '7d0f5d3e-8c0c-4e43-9a7c-2f6d3f0c1a11'
const REORDER_MESSAGE = 'sectionIds must be the list of the course’s section ids in their new order'

test.group('POST /courses/addSection', (group) => {
  withCleanDatabase(group)

  test('appends a section and answers it with the updated course', async ({ client, assert }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user, [[60]])

    const response = await builder(client, user).post('addSection', {
      courseId,
      sectionName: '  Parliament  ',
    })

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.equal(body.message, 'Section Created')
    assert.containsSubset(body.newSection, {
      sectionName: 'Parliament',
      subSection: [],
      position: 2,
    })
    assert.match(body.newSection._id, /^[0-9a-f-]{36}$/)
    assert.equal(body.updatedCourse._id, courseId)
    assert.deepEqual(
      body.updatedCourse.courseContent.map((section: any) => section.sectionName),
      ['Section 1', 'Parliament']
    )
    assert.lengthOf(body.updatedCourse.courseContent[0].subSection, 1)
    assert.isString(body.updatedCourse.courseContent[0].subSection[0].videoUrl)
    assert.deepEqual(await positionNumbers('sections', courseId), [1, 2])
  })

  test('an empty name is refused with the documented message', async ({ client, assert }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user)
    for (const sectionName of [undefined, '', '    ', 5]) {
      assertFieldError(
        await builder(client, user).post('addSection', { courseId, sectionName }),
        'sectionName',
        'give section name'
      )
    }
    assertFieldError(
      await builder(client, user).post('addSection', { courseId, sectionName: 's'.repeat(201) }),
      'sectionName',
      'Section name must not exceed 200 characters'
    )
    assert.lengthOf(await db.from('sections'), 0)
  })

  test('an unknown course is a 404, a malformed id a 422', async ({ client }) => {
    const user = await admin()
    const unknown = await builder(client, user).post('addSection', {
      courseId: UNKNOWN,
      sectionName: 'Basics',
    })
    unknown.assertStatus(404)
    unknown.assertBody({ success: false, message: 'Course not found' })

    for (const courseId of ['12', 'abc', undefined]) {
      assertFieldError(
        await builder(client, user).post('addSection', { courseId, sectionName: 'Basics' }),
        'courseId',
        'A valid course id is required'
      )
    }
  })

  test('a visitor gets 401 and a learner 403; the bearer token works without CSRF', async ({
    client,
  }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user)
    const path = `${API}/addSection`

    const visitor = await client.post(path).json({ courseId, sectionName: 'x' }).withCsrfToken()
    visitor.assertStatus(401)
    const student = await builder(client, await learner()).post('addSection', {
      courseId,
      sectionName: 'x',
    })
    student.assertStatus(403)
    const desktop = await client
      .post(path)
      .json({ courseId, sectionName: 'x' })
      .withGuard('api')
      .loginAs(user)
    desktop.assertStatus(200)
  })
})

test.group('Renaming and deleting sections', (group) => {
  withCleanDatabase(group)

  test('updateSection renames a section', async ({ client, assert }) => {
    const user = await admin()
    const { courseId, sections } = await buildCourse(client, user, [[60], []])

    const response = await builder(client, user).post('updateSection', {
      sectionId: sections[0].id,
      sectionName: 'The Basics',
      courseId,
    })

    response.assertStatus(200)
    assert.equal(response.body().message, 'Section updated')
    assert.containsSubset(response.body().data, { _id: sections[0].id, sectionName: 'The Basics' })
    assert.lengthOf(response.body().data.subSection, 1)
    assert.equal(response.body().updatedCourse.courseContent[0].sectionName, 'The Basics')

    assertFieldError(
      await builder(client, user).post('updateSection', {
        sectionId: sections[0].id,
        sectionName: ' ',
      }),
      'sectionName',
      'give section name'
    )
    const unknown = await builder(client, user).post('updateSection', {
      sectionId: UNKNOWN,
      sectionName: 'x',
    })
    unknown.assertStatus(404)
    unknown.assertBody({ success: false, message: 'Section not found' })
    // a section named with another course's id is not found there
    const other = await buildCourse(client, user)
    const elsewhere = await builder(client, user).post('updateSection', {
      sectionId: sections[0].id,
      sectionName: 'x',
      courseId: other.courseId,
    })
    elsewhere.assertStatus(404)
    assertFieldError(
      await builder(client, user).post('updateSection', { sectionId: 'nope', sectionName: 'x' }),
      'sectionId',
      'A valid section id is required'
    )
  })

  test('deleteSection drops its lessons and their progress, renumbers, fixes the length', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const student = await learner()
    const { courseId, sections } = await buildCourse(client, user, [[100, 200], [300], [400]])
    assert.equal(await totalSeconds(courseId), 1000)
    await Enrolment.create({
      userId: student.id,
      courseId,
      source: 'manual',
      lastLessonId: sections[0].lessons[1],
      lastPositionSeconds: 30,
    })
    await LessonProgress.create({
      userId: student.id,
      courseId,
      lessonId: sections[0].lessons[0],
      positionSeconds: 100,
      completedAt: null,
    })

    const response = await builder(client, user).post('deleteSection', {
      sectionId: sections[0].id,
    })

    response.assertStatus(200)
    assert.equal(response.body().message, 'Section deleted')
    assert.deepEqual(
      response.body().updatedCourse.courseContent.map((section: any) => section._id),
      [sections[1].id, sections[2].id]
    )
    assert.equal(response.body().updatedCourse.totalDurationSeconds, 700)
    assert.equal(await totalSeconds(courseId), 700)
    assert.deepEqual(await positions('sections', courseId), [
      [sections[1].id, 1],
      [sections[2].id, 2],
    ])
    assert.lengthOf(await db.from('lessons').whereIn('id', sections[0].lessons), 0)
    assert.lengthOf(await db.from('lesson_progress'), 0)
    // the learner stays enrolled; the last lesson is forgotten
    const enrolment = await db.from('enrolments').where('user_id', student.id).firstOrFail()
    assert.isNull(enrolment.last_lesson_id)

    const again = await builder(client, user).post('deleteSection', { sectionId: sections[0].id })
    again.assertStatus(404)
  })
})

test.group('POST /courses/reorderSections', (group) => {
  withCleanDatabase(group)

  test('puts the sections in the order given, positions 1..n', async ({ client, assert }) => {
    const user = await admin()
    const { courseId, sections } = await buildCourse(client, user, [[], [], [], []])
    const [a, b, c, d] = sections.map((section) => section.id)

    const response = await builder(client, user).post('reorderSections', {
      courseId,
      sectionIds: [c, a, d, b.toUpperCase()],
    })

    response.assertStatus(200)
    assert.equal(response.body().message, 'Sections reordered')
    assert.deepEqual(
      response.body().updatedCourse.courseContent.map((section: any) => section._id),
      [c, a, d, b]
    )
    assert.deepEqual(await positions('sections', courseId), [
      [c, 1],
      [a, 2],
      [d, 3],
      [b, 4],
    ])

    // a section added afterwards goes to the end
    const added = await builder(client, user).post('addSection', { courseId, sectionName: 'Last' })
    assert.equal(added.body().newSection.position, 5)
  })

  test('refuses a list that is not exactly the course’s sections', async ({ client, assert }) => {
    const user = await admin()
    const { courseId, sections } = await buildCourse(client, user, [[], [], []])
    const other = await buildCourse(client, user, [[]])
    const [a, b, c] = sections.map((section) => section.id)

    for (const sectionIds of [
      [a, b],
      [a, b, c, a],
      [a, b, b],
      [a, b, c, other.sections[0].id],
      [a, b, other.sections[0].id],
      [a, b, UNKNOWN],
      [],
    ]) {
      assertFieldError(
        await builder(client, user).post('reorderSections', { courseId, sectionIds }),
        'sectionIds',
        REORDER_MESSAGE
      )
    }
    for (const sectionIds of [[a, b, 'nope'], 'a,b,c', null]) {
      const response = await builder(client, user).post('reorderSections', { courseId, sectionIds })
      response.assertStatus(422)
    }
    // nothing moved
    assert.deepEqual(await positions('sections', courseId), [
      [a, 1],
      [b, 2],
      [c, 3],
    ])

    const unknown = await builder(client, user).post('reorderSections', {
      courseId: UNKNOWN,
      sectionIds: [],
    })
    unknown.assertStatus(404)
  })

  test('concurrent reorders leave one of the orders, never a mix', async ({ client, assert }) => {
    const user = await admin()
    const { courseId, sections } = await buildCourse(client, user, [[], [], [], [], []])
    const ids = sections.map((section) => section.id)
    const reversed = [...ids].reverse()
    const rotated = [...ids.slice(2), ...ids.slice(0, 2)]

    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        builder(client, user).post('reorderSections', {
          courseId,
          sectionIds: index % 2 ? reversed : rotated,
        })
      )
    )
    for (const result of results) result.assertStatus(200)

    const final = await positions('sections', courseId)
    assert.deepEqual(
      final.map(([, position]) => position),
      [1, 2, 3, 4, 5]
    )
    const order = final.map(([id]) => id)
    assert.isTrue(
      JSON.stringify(order) === JSON.stringify(reversed) ||
        JSON.stringify(order) === JSON.stringify(rotated)
    )
  })

  test('concurrent adds get distinct positions', async ({ client, assert }) => {
    const user = await admin()
    const { courseId } = await buildCourse(client, user)
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        builder(client, user).post('addSection', { courseId, sectionName: `S${index}` })
      )
    )
    for (const result of results) result.assertStatus(200)
    assert.deepEqual(await positionNumbers('sections', courseId), [1, 2, 3, 4, 5, 6, 7, 8])
  })

  test('a learner cannot reorder', async ({ client }) => {
    const user = await admin()
    const { courseId, sections } = await buildCourse(client, user, [[], []])
    const response = await builder(client, await learner()).post('reorderSections', {
      courseId,
      sectionIds: sections.map((section) => section.id).reverse(),
    })
    response.assertStatus(403)
  })
})
