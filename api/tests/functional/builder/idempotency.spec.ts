import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import CourseBuilderService from '#builder/services/course_builder_service'
import { hashRequestBody, idempotencyService } from '#http/services/idempotency_service'
import { withCleanDatabase } from '#tests/helpers/database'
import { API, admin, category, courseBody, expectStatus, learner } from './helpers.js'

const HEADER = 'Idempotency-Key'

function send(client: ApiClient, user: User, path: string, body: unknown, key?: string) {
  const request = client.post(`${API}/${path}`).json(body).loginAs(user).withCsrfToken()
  return key === undefined ? request : request.header(HEADER, key)
}

async function courseCount() {
  const [row] = await db.from('courses').count('* as total')
  return Number(row.total)
}

/** A createCourse body in a new category. */
async function newCourseBody() {
  const { id } = await category()
  return courseBody(id)
}
const keyRows = () => db.from('idempotency_keys').orderBy('id')

/** createCourse waits for `open()` before it runs, so a test can hold a request mid-way. */
class HeldBuilder extends CourseBuilderService {
  static gate: Promise<void> = Promise.resolve()
  static started: () => void = () => {}

  override async create(...args: Parameters<CourseBuilderService['create']>) {
    HeldBuilder.started()
    await HeldBuilder.gate
    return super.create(...args)
  }
}

/** createCourse fails like a lost database connection, `failures` times. */
class FailingBuilder extends CourseBuilderService {
  static failures = 0

  override async create(...args: Parameters<CourseBuilderService['create']>) {
    if (FailingBuilder.failures > 0) {
      FailingBuilder.failures -= 1
      throw new Error('Connection terminated unexpectedly')
    }
    return super.create(...args)
  }
}

test.group('Idempotency-Key on builder and category writes', (group) => {
  withCleanDatabase(group)

  test('a repeat answers the first answer without running again: one course', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const body = await newCourseBody()

    const first = await send(client, user, 'createCourse', body, 'wizard-1:create')
    first.assertStatus(200)
    assert.isUndefined(first.header('idempotent-replayed'))
    const again = await send(client, user, 'createCourse', body, 'wizard-1:create')

    again.assertStatus(200)
    assert.equal(again.header('idempotent-replayed'), 'true')
    assert.deepEqual(again.body(), first.body())
    assert.equal(again.body().data._id, first.body().data._id)
    assert.equal(await courseCount(), 1)
    const rows = await keyRows()
    assert.lengthOf(rows, 1)
    assert.containsSubset(rows[0], {
      user_id: user.id,
      key: 'wizard-1:create',
      route: 'POST /api/v1/courses/createCourse',
      body_hash: hashRequestBody(body),
      status: 200,
    })
  })

  test('the same body written in another key order is the same change', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { id: categoryId } = await category()
    const body = courseBody(categoryId)
    const reordered = Object.fromEntries(Object.entries(body).reverse())

    const first = await send(client, user, 'createCourse', body, 'k-order')
    const again = await send(client, user, 'createCourse', reordered, 'k-order')
    again.assertStatus(200)
    assert.equal(again.body().data._id, first.body().data._id)
    assert.equal(await courseCount(), 1)
  })

  test('each section write with its own key applies once however often it is sent', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const created = await send(client, user, 'createCourse', await newCourseBody())
    const courseId = created.body().data._id

    for (let attempt = 0; attempt < 3; attempt++) {
      const added = await send(
        client,
        user,
        'addSection',
        { courseId, sectionName: 'Basics' },
        'section-1'
      )
      added.assertStatus(200)
      const section = await send(
        client,
        user,
        'addSubSection',
        {
          sectionId: added.body().newSection._id,
          title: 'The Preamble',
          description: 'Why it matters',
          videoUrl: 'https://videos.example.com/1.mp4',
          timeDuration: 90,
        },
        'lesson-1'
      )
      section.assertStatus(200)
    }
    const sections = await db.from('sections').where('course_id', courseId)
    assert.lengthOf(sections, 1)
    const lessons = await db.from('lessons').where('section_id', sections[0].id)
    assert.lengthOf(lessons, 1)
  })

  test('createCategory replays its 201', async ({ client, assert }) => {
    const user = await admin()
    const body = { name: 'Banking', description: 'IBPS and SBI' }
    const first = await client
      .post(`${API}/createCategory`)
      .json(body)
      .loginAs(user)
      .withCsrfToken()
      .header(HEADER, 'category-1')
    first.assertStatus(201)
    const again = await client
      .post(`${API}/createCategory`)
      .json(body)
      .loginAs(user)
      .withCsrfToken()
      .header(HEADER, 'category-1')
    again.assertStatus(201)
    assert.equal(again.body().data._id, first.body().data._id)
    assert.lengthOf(await db.from('categories').where('name', 'Banking'), 1)
  })

  test('a duplicate while the first is still running gets 409; later ones the answer', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const body = await newCourseBody()
    let open = () => {}
    HeldBuilder.gate = new Promise((resolve) => (open = resolve))
    const started = new Promise<void>((resolve) => (HeldBuilder.started = resolve))
    app.container.swap(CourseBuilderService, () => new HeldBuilder())
    try {
      // a request is sent once something waits on it
      const first = Promise.resolve(send(client, user, 'createCourse', body, 'held'))
      await started

      const duplicate = await send(client, user, 'createCourse', body, 'held')
      duplicate.assertStatus(409)
      duplicate.assertBody({ success: false, message: 'This change is still being processed' })

      open()
      const answered = await first
      answered.assertStatus(200)
      const later = await send(client, user, 'createCourse', body, 'held')
      later.assertStatus(200)
      assert.equal(later.body().data._id, answered.body().data._id)
    } finally {
      app.container.restore(CourseBuilderService)
      open()
    }
    assert.equal(await courseCount(), 1)
  })

  test('many copies sent at once create one course', async ({ client, assert }) => {
    const user = await admin()
    const body = await newCourseBody()

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(client, user, 'createCourse', body, 'burst'))
    )

    const ids = new Set<string>()
    for (const answer of answers) {
      assert.oneOf(answer.status(), [200, 409])
      if (answer.status() === 200) ids.add(answer.body().data._id)
    }
    assert.equal(ids.size, 1)
    assert.equal(await courseCount(), 1)
  })

  test('the same key with another body, or on another route, is a 422', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { id: categoryId } = await category()
    const first = await send(client, user, 'createCourse', courseBody(categoryId), 'reused')
    first.assertStatus(200)

    const otherBody = await send(
      client,
      user,
      'createCourse',
      courseBody(categoryId, { courseName: 'Another course' }),
      'reused'
    )
    otherBody.assertStatus(422)
    otherBody.assertBody({
      success: false,
      message: 'This Idempotency-Key was already used for a different change',
    })
    const otherRoute = await send(
      client,
      user,
      'addSection',
      { courseId: first.body().data._id, sectionName: 'Basics' },
      'reused'
    )
    otherRoute.assertStatus(422)
    assert.equal(await courseCount(), 1)
    assert.lengthOf(await db.from('sections'), 0)
  })

  test('a server failure gives the key back: the retry runs and succeeds', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const body = await newCourseBody()
    FailingBuilder.failures = 1
    app.container.swap(CourseBuilderService, () => new FailingBuilder())
    try {
      const failed = await send(client, user, 'createCourse', body, 'retry-me')
      failed.assertStatus(500)
      assert.lengthOf(await keyRows(), 0)
      assert.equal(await courseCount(), 0)

      const retried = await send(client, user, 'createCourse', body, 'retry-me')
      retried.assertStatus(200)
      assert.isUndefined(retried.header('idempotent-replayed'))
    } finally {
      app.container.restore(CourseBuilderService)
    }
    assert.equal(await courseCount(), 1)
  })

  test("a client's mistake (4xx) is stored and answered again", async ({ client, assert }) => {
    const user = await admin()
    const body = { courseId: '7d0f5d3e-8c0c-4e43-9a7c-2f6d3f0c1a11', sectionName: 'Basics' }
    const first = await send(client, user, 'addSection', body, 'missing-course')
    first.assertStatus(404)
    const again = await send(client, user, 'addSection', body, 'missing-course')
    again.assertStatus(404)
    assert.equal(again.header('idempotent-replayed'), 'true')
    assert.deepEqual(again.body(), first.body())
  })

  test('keys are per user: another admin with the same key makes their own course', async ({
    client,
    assert,
  }) => {
    const { id: categoryId } = await category()
    const body = courseBody(categoryId)
    const mine = await send(client, await admin(), 'createCourse', body, 'shared-key')
    const theirs = await send(client, await admin(), 'createCourse', body, 'shared-key')
    mine.assertStatus(200)
    theirs.assertStatus(200)
    assert.notEqual(theirs.body().data._id, mine.body().data._id)
    assert.isUndefined(theirs.header('idempotent-replayed'))
    assert.equal(await courseCount(), 2)
  })

  test('a learner is still refused with 403 and leaves no key behind', async ({
    client,
    assert,
  }) => {
    const body = await newCourseBody()
    const student = await learner()
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await send(client, student, 'createCourse', body, 'learner-key')
      refused.assertStatus(403)
      refused.assertBody({ success: false, message: 'This action is for admins only' })
    }
    assert.lengthOf(await keyRows(), 0)
  })

  test('without the header nothing is stored and repeats apply again', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const body = await newCourseBody()
    await expectStatus(send(client, user, 'createCourse', body), 200)
    await expectStatus(send(client, user, 'createCourse', body), 200)
    assert.equal(await courseCount(), 2)
    assert.lengthOf(await keyRows(), 0)
  })

  test('a malformed key is a 400 and nothing runs', async ({ client, assert }) => {
    const user = await admin()
    const body = await newCourseBody()
    for (const key of ['has space', 'k'.repeat(201), 'a/b']) {
      const refused = await send(client, user, 'createCourse', body, key)
      refused.assertStatus(400)
      refused.assertBody({
        success: false,
        message: 'The Idempotency-Key header must be 1-200 letters, digits, _ - : or .',
      })
    }
    assert.equal(await courseCount(), 0)
    await expectStatus(send(client, user, 'createCourse', body, 'k'.repeat(200)), 200)
  })

  test('after 24 hours a key is forgotten: removed by the clean-up, or reused', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const body = await newCourseBody()
    await expectStatus(send(client, user, 'createCourse', body, 'old-key'), 200)
    await expectStatus(send(client, user, 'createCourse', body, 'other-key'), 200)
    await db
      .from('idempotency_keys')
      .where('key', 'old-key')
      .update({ created_at: db.raw(`now() - interval '25 hours'`) })

    // the same key after a day is a new change
    const reused = await send(client, user, 'createCourse', body, 'old-key')
    reused.assertStatus(200)
    assert.isUndefined(reused.header('idempotent-replayed'))
    assert.equal(await courseCount(), 3)

    await db
      .from('idempotency_keys')
      .where('key', 'other-key')
      .update({ created_at: db.raw(`now() - interval '25 hours'`) })
    await idempotencyService.removeExpired(Date.now() + 3_600_000)
    const left = await keyRows()
    assert.deepEqual(
      left.map((row) => row.key),
      ['old-key']
    )
  })

  test('a key whose request died mid-way (no answer after 5 minutes) can run again', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const body = await newCourseBody()
    await db.table('idempotency_keys').insert({
      user_id: user.id,
      key: 'abandoned',
      route: 'POST /api/v1/courses/createCourse',
      body_hash: hashRequestBody(body),
      status: null,
      answer: null,
      created_at: db.raw(`now() - interval '2 minutes'`),
    })
    const tooSoon = await send(client, user, 'createCourse', body, 'abandoned')
    tooSoon.assertStatus(409)

    await db
      .from('idempotency_keys')
      .where('key', 'abandoned')
      .update({ created_at: db.raw(`now() - interval '6 minutes'`) })
    const rerun = await send(client, user, 'createCourse', body, 'abandoned')
    rerun.assertStatus(200)
    assert.equal(await courseCount(), 1)
  })
})
