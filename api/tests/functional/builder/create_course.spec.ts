import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { API, admin, builder, category, courseBody, draftRow, learner } from './helpers.js'

const PATH = `${API}/createCourse`

test.group('POST /courses/createCourse', (group) => {
  withCleanDatabase(group)

  test('creates a draft course at step 1 and answers it as the old client reads it', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { id: categoryId } = await category('Polity')

    const response = await builder(client, user).post('createCourse', courseBody(categoryId))

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.equal(body.message, 'Course created successfully!')
    assert.containsSubset(body.data, {
      courseName: 'Indian Polity for Prelims',
      courseDescription: 'The Constitution, Parliament and the courts, from the basics.',
      thumbnail: 'https://res.cloudinary.com/demo/image/upload/v1/polity.png',
      price: 1499.5,
      pricePaise: 149950,
      category: categoryId,
      categoryDetails: { _id: categoryId, name: 'Polity' },
      whatYouWillLearn: 'Fundamental rights, Parliament, Judiciary',
      tag: ['polity', 'prelims'],
      instructions: ['Watch in order', 'Take notes'],
      couponCode: 'POLITY10',
      status: 'draft',
      instructor: user.id,
    })
    assert.match(body.data._id, /^[0-9a-f-]{36}$/)

    const row = await db.from('courses').where('id', body.data._id).firstOrFail()
    assert.equal(row.price_paise, 149950)
    assert.equal(row.status, 'draft')
    assert.equal(row.instructor_id, user.id)
    assert.equal(row.category_id, categoryId)
    assert.deepEqual(row.tags, ['polity', 'prelims'])
    assert.deepEqual(row.instructions, ['Watch in order', 'Take notes'])
    assert.isNull(row.published_at)

    const draft = await draftRow(body.data._id)
    assert.equal(draft.creation_step, 1)
    assert.equal(draft.created_by, user.id)
  })

  test('accepts prices as text or numbers and stores integer paise', async ({ client, assert }) => {
    const user = await admin()
    const { id: categoryId } = await category()
    const cases: [unknown, number][] = [
      ['0', 0],
      [0, 0],
      ['499', 49900],
      [' 499.5 ', 49950],
      [499.99, 49999],
      ['0.01', 1],
      ['1000000', 100000000],
    ]
    for (const [price, paise] of cases) {
      const response = await builder(client, user).post(
        'createCourse',
        courseBody(categoryId, { price })
      )
      response.assertStatus(200)
      assert.equal(response.body().data.pricePaise, paise, `price ${JSON.stringify(price)}`)
      assert.equal(response.body().data.price, paise / 100)
    }
  })

  test('refuses a price that is not a rupee amount with 422', async ({ client }) => {
    const user = await admin()
    const { id: categoryId } = await category()
    const message = 'Price must be an amount in rupees, 0 or more, with at most 2 decimals'
    for (const price of ['abc', '-1', -5, '1.999', 12.345, '1e3', '1,000', '', null, true, []]) {
      const response = await builder(client, user).post(
        'createCourse',
        courseBody(categoryId, { price })
      )
      assertFieldError(response, 'price', message)
    }
    const withoutPrice: Record<string, unknown> = courseBody(categoryId)
    delete withoutPrice.price
    assertFieldError(
      await builder(client, user).post('createCourse', withoutPrice),
      'price',
      message
    )
    assertFieldError(
      await builder(client, user).post(
        'createCourse',
        courseBody(categoryId, { price: '1000001' })
      ),
      'price',
      'Price must not exceed 1000000 rupees'
    )
    assertFieldError(
      await builder(client, user).post(
        'createCourse',
        courseBody(categoryId, { price: '99999999999999999999' })
      ),
      'price',
      'Price must not exceed 1000000 rupees'
    )
  })

  test('tag and instructions: JSON text or arrays, trimmed, empties and repeats dropped', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { id: categoryId } = await category()

    const encoded = await builder(client, user).post(
      'createCourse',
      courseBody(categoryId, {
        tag: JSON.stringify([' polity ', '', 'Polity', 'history', '   ']),
        instructions: JSON.stringify(['  Watch in order ', '']),
      })
    )
    encoded.assertStatus(200)
    assert.deepEqual(encoded.body().data.tag, ['polity', 'history'])
    assert.deepEqual(encoded.body().data.instructions, ['Watch in order'])

    const arrays = await builder(client, user).post(
      'createCourse',
      courseBody(categoryId, { tag: ['a', ' b '], instructions: [] })
    )
    arrays.assertStatus(200)
    assert.deepEqual(arrays.body().data.tag, ['a', 'b'])
    assert.deepEqual(arrays.body().data.instructions, [])

    // absent or empty: no tags
    const bare: Record<string, unknown> = courseBody(categoryId)
    delete bare.tag
    delete bare.instructions
    const none = await builder(client, user).post('createCourse', { ...bare, tag: '' })
    none.assertStatus(200)
    assert.deepEqual(none.body().data.tag, [])
    assert.deepEqual(none.body().data.instructions, [])
  })

  test('malformed tag or instructions are a 422 with a clear message, never a 500', async ({
    client,
  }) => {
    const user = await admin()
    const { id: categoryId } = await category()
    const tagMessage = 'Tags must be a JSON array of text, e.g. ["polity","history"]'
    for (const tag of ['["polity", ', 'polity, history', '{"a":1}', '"polity"', '[1,2]', 42, {}]) {
      const response = await builder(client, user).post(
        'createCourse',
        courseBody(categoryId, { tag })
      )
      assertFieldError(response, 'tag', tagMessage)
    }
    const response = await builder(client, user).post(
      'createCourse',
      courseBody(categoryId, { instructions: '[unquoted]' })
    )
    assertFieldError(
      response,
      'instructions',
      'Instructions must be a JSON array of text, e.g. ["Watch in order","Take notes"]'
    )
  })

  test('caps how many tags and instructions and how long each is', async ({ client }) => {
    const user = await admin()
    const { id: categoryId } = await category()
    const api = builder(client, user)

    const manyTags = Array.from({ length: 21 }, (_, index) => `tag ${index}`)
    assertFieldError(
      await api.post('createCourse', courseBody(categoryId, { tag: JSON.stringify(manyTags) })),
      'tag',
      'At most 20 tags are allowed'
    )
    assertFieldError(
      await api.post('createCourse', courseBody(categoryId, { tag: ['x'.repeat(51)] })),
      'tag',
      'Each of the tags must not exceed 50 characters'
    )
    const manyInstructions = Array.from({ length: 31 }, (_, index) => `step ${index}`)
    assertFieldError(
      await api.post('createCourse', courseBody(categoryId, { instructions: manyInstructions })),
      'instructions',
      'At most 30 instructions are allowed'
    )
    assertFieldError(
      await api.post('createCourse', courseBody(categoryId, { instructions: ['y'.repeat(301)] })),
      'instructions',
      'Each of the instructions must not exceed 300 characters'
    )
  })

  test('refuses missing or oversized text fields', async ({ client }) => {
    const user = await admin()
    const { id: categoryId } = await category()
    const api = builder(client, user)

    for (const courseName of [undefined, '', '   ', 12]) {
      assertFieldError(
        await api.post('createCourse', courseBody(categoryId, { courseName })),
        'courseName',
        'Course name is required'
      )
    }
    assertFieldError(
      await api.post('createCourse', courseBody(categoryId, { courseName: 'n'.repeat(201) })),
      'courseName',
      'Course name must not exceed 200 characters'
    )
    assertFieldError(
      await api.post('createCourse', courseBody(categoryId, { courseDescription: ' ' })),
      'courseDescription',
      'Course description is required'
    )
    assertFieldError(
      await api.post('createCourse', courseBody(categoryId, { couponCode: 'c'.repeat(51) })),
      'couponCode',
      'Coupon code must not exceed 50 characters'
    )
  })

  test('the category must be a known category id', async ({ client, assert }) => {
    const user = await admin()
    const api = builder(client, user)

    const unknown = await api.post(
      'createCourse',
      courseBody('7d0f5d3e-8c0c-4e43-9a7c-2f6d3f0c1a11')
    )
    unknown.assertStatus(404)
    unknown.assertBody({ success: false, message: 'Category not found' })

    assertFieldError(
      await api.post('createCourse', courseBody('not-a-uuid')),
      'category',
      'The category id is not valid'
    )
    assertFieldError(
      await api.post('createCourse', courseBody('')),
      'category',
      'Choose a category'
    )
    // nothing half-created
    assert.lengthOf(await db.from('courses'), 0)
    assert.lengthOf(await db.from('course_drafts'), 0)
  })

  test('thumbnail and coupon are optional; an empty thumbnail is none', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const { id: categoryId } = await category()

    const response = await builder(client, user).post(
      'createCourse',
      courseBody(categoryId, { thumbnail: '', couponCode: '' })
    )
    response.assertStatus(200)
    assert.isNull(response.body().data.thumbnail)
    assert.isNull(response.body().data.couponCode)

    for (const thumbnail of ['not a url', 'ftp://files.example.com/a.png', 'javascript:alert(1)']) {
      assertFieldError(
        await builder(client, user).post('createCourse', courseBody(categoryId, { thumbnail })),
        'thumbnail',
        'The thumbnail must be an http(s) URL'
      )
    }
  })

  test('a visitor gets 401 and a learner 403; nothing is created', async ({ client, assert }) => {
    const student = await learner()
    const { id: categoryId } = await category()

    const visitor = await client.post(PATH).json(courseBody(categoryId)).withCsrfToken()
    visitor.assertStatus(401)
    visitor.assertBody({ success: false, message: 'Please sign in to continue' })

    const forbidden = await builder(client, student).post('createCourse', courseBody(categoryId))
    forbidden.assertStatus(403)
    forbidden.assertBody({ success: false, message: 'This action is for admins only' })

    assert.lengthOf(await db.from('courses'), 0)
  })

  test('the desktop app calls with a bearer token and no CSRF token', async ({
    client,
    assert,
  }) => {
    const user = await admin()
    const student = await learner()
    const { id: categoryId } = await category()

    const response = await client
      .post(PATH)
      .json(courseBody(categoryId))
      .withGuard('api')
      .loginAs(user)
    response.assertStatus(200)
    assert.equal(response.body().data.instructor, user.id)

    const forbidden = await client
      .post(PATH)
      .json(courseBody(categoryId))
      .withGuard('api')
      .loginAs(student)
    forbidden.assertStatus(403)
  })

  test('a cookie session without the CSRF token is refused', async ({ client, assert }) => {
    const user = await admin()
    const { id: categoryId } = await category()

    const response = await client.post(PATH).json(courseBody(categoryId)).loginAs(user)
    response.assertStatus(403)
    assert.lengthOf(await db.from('courses'), 0)
  })
})
