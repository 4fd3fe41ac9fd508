import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import {
  API,
  admin,
  buildCourse,
  builder,
  category,
  courseBody,
  draftRow,
  learner,
  expectStatus,
} from './helpers.js'

const PATH = `${API}/courseCreationDraft`

/** Creates courses named `names`, one after the other (so the last is the newest draft). */
async function createCourses(client: any, user: any, names: string[]) {
  const { id: categoryId } = await category()
  const ids: string[] = []
  for (const courseName of names) {
    const response = await builder(client, user).post(
      'createCourse',
      courseBody(categoryId, { courseName })
    )
    response.assertStatus(200)
    ids.push(response.body().data._id)
  }
  return ids
}

test.group('GET /courses/courseCreationDraft', (group) => {
  withCleanDatabase(group)

  test('answers the bare array of drafts, newest first, with the course embedded', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const [first, second] = await createCourses(client, user, ['Polity', 'History'])
    // the first is touched last
    await db
      .from('course_drafts')
      .where('course_id', first)
      .update({ updated_at: new Date(Date.now() + 1000) })

    const response = await builder(client, user).get('courseCreationDraft')

    response.assertStatus(200)
    const drafts = response.body()
    assert.isArray(drafts)
    assert.lengthOf(drafts, 2)
    assert.deepEqual(
      drafts.map((draft: any) => draft.courseId._id),
      [first, second]
    )
    const draft = drafts[1]
    assert.match(draft._id, /^[0-9a-f-]{36}$/)
    assert.equal(draft.creationStep, 1)
    assert.containsSubset(draft.courseId, {
      _id: second,
      courseName: 'History',
      courseDescription: 'The Constitution, Parliament and the courts, from the basics.',
      thumbnail: 'https://res.cloudinary.com/demo/image/upload/v1/polity.png',
      status: 'draft',
    })
    assert.isString(draft.courseId.category)
    assert.equal(response.header('x-total-count'), '2')
  })

  test('searches course names in any case, pages, and stays bounded', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    await createCourses(client, user, [
      'Modern History',
      'Indian Polity',
      'history of art',
      '100%_off',
    ])
    const api = builder(client, user)

    const found = await api.get('courseCreationDraft', { search: 'HISTORY' })
    found.assertStatus(200)
    assert.sameMembers(
      found.body().map((draft: any) => draft.courseId.courseName),
      ['Modern History', 'history of art']
    )
    assert.equal(found.header('x-total-count'), '2')

    // LIKE wildcards are searched literally
    const literal = await api.get('courseCreationDraft', { search: '%_' })
    assert.deepEqual(
      literal.body().map((draft: any) => draft.courseId.courseName),
      ['100%_off']
    )
    const none = await api.get('courseCreationDraft', { search: 'geography' })
    none.assertStatus(200)
    assert.deepEqual(none.body(), [])

    const all = await api.get('courseCreationDraft', { search: '' })
    assert.lengthOf(all.body(), 4)

    const page1 = await api.get('courseCreationDraft', { page: 1, limit: 3 })
    const page2 = await api.get('courseCreationDraft', { page: 2, limit: 3 })
    assert.lengthOf(page1.body(), 3)
    assert.lengthOf(page2.body(), 1)
    assert.equal(page2.header('x-total-count'), '4')
    const ids = [...page1.body(), ...page2.body()].map((draft: any) => draft._id)
    assert.lengthOf(new Set(ids), 4)

    // a huge limit is capped, not refused
    const capped = await api.get('courseCreationDraft', { limit: 100000 })
    capped.assertStatus(200)
    assert.lengthOf(capped.body(), 4)

    // the old client sends POST nowhere here, but a browser's GET without params works
    assertFieldError(
      await api.get('courseCreationDraft', { page: 'abc' }),
      'page',
      'page must be a whole number of 1 or more'
    )
    assertFieldError(
      await api.get('courseCreationDraft', { limit: 0 }),
      'limit',
      'limit must be a whole number of 1 or more'
    )
  })

  test('a deleted course leaves no draft behind', async ({ client, assert }) => {
    const user = await admin()
    const [gone, kept] = await createCourses(client, user, ['Gone', 'Kept'])
    await db.from('courses').where('id', gone).delete()

    const response = await builder(client, user).get('courseCreationDraft')
    assert.deepEqual(
      response.body().map((draft: any) => draft.courseId._id),
      [kept]
    )
  })

  test('a visitor gets 401, a learner 403; a bearer token works', async ({ client, assert }) => {
    const user = await admin()
    await createCourses(client, user, ['Polity'])

    const visitor = await client.get(PATH)
    visitor.assertStatus(401)
    visitor.assertBody({ success: false, message: 'Please sign in to continue' })

    const student = await client.get(PATH).loginAs(await learner())
    student.assertStatus(403)
    student.assertBody({ success: false, message: 'This action is for admins only' })

    const desktop = await client.get(PATH).withGuard('api').loginAs(user)
    desktop.assertStatus(200)
    assert.lengthOf(desktop.body(), 1)
  })
})

test.group('Draft lifecycle', (group) => {
  withCleanDatabase(group)

  test('create: step 1, add section: step 2, publish removes it, unpublish: back', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const api = builder(client, user)
    const { courseId } = await buildCourse(client, user)
    const steps = async () => {
      const response = await api.get('courseCreationDraft')
      return response.body().map((draft: any) => [draft.courseId._id, draft.creationStep])
    }

    assert.deepEqual(await steps(), [[courseId, 1]])

    const section = await api.post('addSection', { courseId, sectionName: 'Basics' })
    section.assertStatus(200)
    assert.deepEqual(await steps(), [[courseId, 2]])

    // a second section does not move it anywhere else
    await api.post('addSection', { courseId, sectionName: 'More' })
    assert.deepEqual(await steps(), [[courseId, 2]])

    await api.post('addSubSection', {
      sectionId: section.body().newSection._id,
      title: 'Preamble',
      description: 'What it says',
      videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
    })
    const published = await api.post('publishCourse', { courseId })
    published.assertStatus(200)
    assert.deepEqual(await steps(), [])
    assert.isNull(await draftRow(courseId))

    const unpublished = await api.post('unpublishCourse', { courseId })
    unpublished.assertStatus(200)
    assert.equal(unpublished.body().course.status, 'draft')
    assert.deepEqual(await steps(), [[courseId, 3]])

    // publishing again removes it again
    await expectStatus(api.post('publishCourse', { courseId }), 200)
    assert.deepEqual(await steps(), [])

    // reopening lists it at the step asked for, still published
    const reopened = await api.post('reopenCourse', { courseId, creationStep: 2 })
    reopened.assertStatus(200)
    assert.equal(reopened.body().creationStep, 2)
    assert.equal(reopened.body().course.status, 'published')
    assert.deepEqual(await steps(), [[courseId, 2]])
    await expectStatus(api.post('publishCourse', { courseId }), 200)
    assert.deepEqual(await steps(), [])
  })
})
