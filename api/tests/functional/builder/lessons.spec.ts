import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import LessonProgress from '#catalogue/models/lesson_progress'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import {
  API,
  admin,
  buildCourse,
  builder,
  learner,
  positions,
  totalSeconds,
  expectStatus,
} from './helpers.js'

const UNKNOWN = '7d0f5d3e-8c0c-4e43-9a7c-2f6d3f0c1a11'
const DURATION_MESSAGE = 'Duration must be a number of seconds or written as mm:ss or hh:mm:ss'
const REORDER_MESSAGE =
  'subSectionIds must be the list of the section’s lesson ids in their new order'

function lesson(sectionId: string, overrides: Record<string, unknown> = {}) {
  return {
    sectionId,
    title: 'The Preamble',
    description: 'What it says\nand why',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ...overrides,
  }
}

test.group('POST /courses/addSubSection', (group) => {
  withCleanDatabase(group)

  test('appends a lesson and answers its section as the old client reads it', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { courseId, sections } = await buildCourse(client, user, [[120]])
    const sectionId = sections[0].id

    const response = await builder(client, user).post(
      'addSubSection',
      lesson(sectionId, { timeDuration: '05:30' })
    )

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.equal(body.message, 'Subsection Saved!')
    assert.equal(body.data._id, sectionId)
    assert.equal(body.data.sectionName, 'Section 1')
    assert.lengthOf(body.data.subSection, 2)
    assert.containsSubset(body.data.subSection[1], {
      title: 'The Preamble',
      description: 'What it says\nand why',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      timeDuration: 330,
      position: 2,
    })
    assert.match(body.data.subSection[1]._id, /^[0-9a-f-]{36}$/)
    assert.equal(body.updatedCourse.totalDurationSeconds, 450)
    assert.equal(await totalSeconds(courseId), 450)
  })

  test('takes the length as seconds, mm:ss or hh:mm:ss, and none as unknown', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { courseId, sections } = await buildCourse(client, user, [[]])
    const sectionId = sections[0].id
    const cases: [unknown, number][] = [
      [90, 90],
      ['75', 75],
      ['2:05', 125],
      ['01:02:03', 3723],
      ['N/A', 0],
      ['', 0],
      [undefined, 0],
    ]
    let total = 0
    for (const [timeDuration, seconds] of cases) {
      const response = await builder(client, user).post(
        'addSubSection',
        lesson(sectionId, { timeDuration })
      )
      response.assertStatus(200)
      assert.equal(response.body().data.subSection.at(-1).timeDuration, seconds)
      total += seconds
    }
    assert.equal(await totalSeconds(courseId), total)

    for (const timeDuration of ['abc', '1:75', '-5', -5, 1.5, '1:2:3:4', '1000:00:00', true]) {
      assertFieldError(
        await builder(client, user).post('addSubSection', lesson(sectionId, { timeDuration })),
        'timeDuration',
        DURATION_MESSAGE
      )
    }
  })

  test('accepts any http(s) video URL, not only YouTube embeds', async ({ client }) => {
    const user = await admin()
    const { sections } = await buildCourse(client, user, [[]])
    for (const videoUrl of [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://cdn.example.com/videos/lesson-1.mp4',
      'http://localhost:3333/media/lesson.mp4',
    ]) {
      const response = await builder(client, user).post(
        'addSubSection',
        lesson(sections[0].id, { videoUrl })
      )
      response.assertStatus(200)
    }
  })

  test('refuses missing fields and URLs that are not http(s)', async ({ client, assert }) => {
    const user = await admin()
    const { sections } = await buildCourse(client, user, [[]])
    const api = builder(client, user)
    const sectionId = sections[0].id

    for (const videoUrl of ['not a url', 'ftp://example.com/a.mp4', 'javascript:alert(1)', 7]) {
      assertFieldError(
        await api.post('addSubSection', lesson(sectionId, { videoUrl })),
        'videoUrl',
        'The video URL must be an http(s) URL'
      )
    }
    assertFieldError(
      await api.post('addSubSection', lesson(sectionId, { videoUrl: '' })),
      'videoUrl',
      'Video URL is required'
    )
    assertFieldError(
      await api.post('addSubSection', lesson(sectionId, { title: '  ' })),
      'title',
      'Lesson title is required'
    )
    assertFieldError(
      await api.post('addSubSection', lesson(sectionId, { description: undefined })),
      'description',
      'Lesson description is required'
    )
    assertFieldError(
      await api.post('addSubSection', lesson('abc')),
      'sectionId',
      'A valid section id is required'
    )
    const unknown = await api.post('addSubSection', lesson(UNKNOWN))
    unknown.assertStatus(404)
    unknown.assertBody({ success: false, message: 'Section not found' })
    assert.lengthOf(await db.from('lessons'), 0)
  })

  test('a visitor gets 401, a learner 403; the bearer token works', async ({ client }) => {
    const user = await admin()
    const { sections } = await buildCourse(client, user, [[]])
    const path = `${API}/addSubSection`

    const visitor = await client.post(path).json(lesson(sections[0].id)).withCsrfToken()
    visitor.assertStatus(401)
    const student = await builder(client, await learner()).post(
      'addSubSection',
      lesson(sections[0].id)
    )
    student.assertStatus(403)
    const desktop = await client
      .post(path)
      .json(lesson(sections[0].id))
      .withGuard('api')
      .loginAs(user)
    desktop.assertStatus(200)
  })
})

test.group('Editing lessons', (group) => {
  withCleanDatabase(group)

  test('updateSubSection changes the fields given and the course length', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { courseId, sections } = await buildCourse(client, user, [[100, 200]])
    const [first] = sections[0].lessons

    const response = await builder(client, user).post('updateSubSection', {
      subSectionId: first,
      title: 'Renamed',
      timeDuration: '10:00',
    })

    response.assertStatus(200)
    assert.equal(response.body().message, 'Subsection updated')
    assert.containsSubset(response.body().data.subSection[0], {
      _id: first,
      title: 'Renamed',
      description: 'A lesson',
      timeDuration: 600,
    })
    assert.equal(response.body().updatedCourse.totalDurationSeconds, 800)
    assert.equal(await totalSeconds(courseId), 800)

    // an empty length means unknown
    const cleared = await builder(client, user).post('updateSubSection', {
      subSectionId: first,
      timeDuration: '',
    })
    cleared.assertStatus(200)
    assert.equal(await totalSeconds(courseId), 200)

    const api = builder(client, user)
    assertFieldError(
      await api.post('updateSubSection', { subSectionId: first, title: '' }),
      'title',
      'Lesson title is required'
    )
    assertFieldError(
      await api.post('updateSubSection', { subSectionId: first, videoUrl: 'nope' }),
      'videoUrl',
      'The video URL must be an http(s) URL'
    )
    assertFieldError(
      await api.post('updateSubSection', { subSectionId: 'x', title: 'a' }),
      'subSectionId',
      'A valid lesson id is required'
    )
    const unknown = await api.post('updateSubSection', { subSectionId: UNKNOWN, title: 'a' })
    unknown.assertStatus(404)
    unknown.assertBody({ success: false, message: 'Subsection not found' })
  })

  test('moves a lesson to the end of another section of the same course', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { courseId, sections } = await buildCourse(client, user, [[10, 20, 30], [40]])
    const [a, b, c] = sections[0].lessons
    const [d] = sections[1].lessons

    const response = await builder(client, user).post('updateSubSection', {
      subSectionId: b,
      sectionId: sections[1].id,
    })

    response.assertStatus(200)
    assert.equal(response.body().data._id, sections[1].id)
    assert.deepEqual(
      response.body().data.subSection.map((item: any) => item._id),
      [d, b]
    )
    assert.deepEqual(await positions('lessons', sections[0].id), [
      [a, 1],
      [c, 2],
    ])
    assert.deepEqual(await positions('lessons', sections[1].id), [
      [d, 1],
      [b, 2],
    ])
    assert.equal(await totalSeconds(courseId), 100)

    // not into another course
    const other = await buildCourse(client, user, [[]])
    const refused = await builder(client, user).post('updateSubSection', {
      subSectionId: a,
      sectionId: other.sections[0].id,
    })
    refused.assertStatus(422)
    refused.assertBody({
      success: false,
      message: 'A lesson can only move to a section of the same course',
    })
    const unknown = await builder(client, user).post('updateSubSection', {
      subSectionId: a,
      sectionId: UNKNOWN,
    })
    unknown.assertStatus(404)
    assert.deepEqual(await positions('lessons', sections[0].id), [
      [a, 1],
      [c, 2],
    ])
  })

  test('deleteSubSection removes the lesson and its progress, renumbers, fixes the length', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const student = await learner()
    const { courseId, sections } = await buildCourse(client, user, [[10, 20, 30]])
    const [a, b, c] = sections[0].lessons
    await LessonProgress.create({
      userId: student.id,
      courseId,
      lessonId: b,
      positionSeconds: 5,
      completedAt: null,
    })

    const response = await builder(client, user).post('deleteSubSection', { subSectionId: b })

    response.assertStatus(200)
    assert.equal(response.body().message, 'Subsection deleted')
    assert.deepEqual(
      response.body().data.subSection.map((item: any) => item._id),
      [a, c]
    )
    assert.deepEqual(await positions('lessons', sections[0].id), [
      [a, 1],
      [c, 2],
    ])
    assert.equal(await totalSeconds(courseId), 40)
    assert.lengthOf(await db.from('lesson_progress'), 0)

    const again = await builder(client, user).post('deleteSubSection', { subSectionId: b })
    again.assertStatus(404)
    // named with the wrong section: not found there, and nothing deleted
    const other = await buildCourse(client, user, [[]])
    const wrong = await builder(client, user).post('deleteSubSection', {
      subSectionId: a,
      sectionId: other.sections[0].id,
    })
    wrong.assertStatus(404)
    assert.lengthOf(await db.from('lessons').where('id', a), 1)
  })

  test('reorderSubSections puts the lessons in the order given', async ({ client, assert }) => {
    const user = await admin()
    const { sections } = await buildCourse(client, user, [[1, 2, 3], [4]])
    const [a, b, c] = sections[0].lessons
    const api = builder(client, user)

    const response = await api.post('reorderSubSections', {
      sectionId: sections[0].id,
      subSectionIds: [c, a, b],
    })

    response.assertStatus(200)
    assert.deepEqual(
      response.body().data.subSection.map((item: any) => item._id),
      [c, a, b]
    )
    assert.deepEqual(await positions('lessons', sections[0].id), [
      [c, 1],
      [a, 2],
      [b, 3],
    ])

    for (const subSectionIds of [[a, b], [a, b, c, c], [a, b, sections[1].lessons[0]], []]) {
      assertFieldError(
        await api.post('reorderSubSections', { sectionId: sections[0].id, subSectionIds }),
        'subSectionIds',
        REORDER_MESSAGE
      )
    }
    const malformed = await api.post('reorderSubSections', {
      sectionId: sections[0].id,
      subSectionIds: [a, b, '1'],
    })
    malformed.assertStatus(422)
    const unknown = await api.post('reorderSubSections', { sectionId: UNKNOWN, subSectionIds: [] })
    unknown.assertStatus(404)
    assert.deepEqual(await positions('lessons', sections[0].id), [
      [c, 1],
      [a, 2],
      [b, 3],
    ])
  })

  test('learners cannot edit lessons', async ({ client }) => {
    const user = await admin()
    const { sections } = await buildCourse(client, user, [[1]])
    const api = builder(client, await learner())
    const [lessonId] = sections[0].lessons
    await expectStatus(api.post('updateSubSection', { subSectionId: lessonId, title: 'x' }), 403)
    await expectStatus(api.post('deleteSubSection', { subSectionId: lessonId }), 403)
    await expectStatus(
      api.post('reorderSubSections', { sectionId: sections[0].id, subSectionIds: [lessonId] }),
      403
    )
  })
})
