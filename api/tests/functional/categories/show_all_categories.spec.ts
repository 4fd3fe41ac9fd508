import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { CategoryFactory } from '#database/factories/category_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { countQueries } from '#tests/helpers/queries'

const PATH = '/api/v1/courses/showAllCategories'

test.group('GET|POST /api/v1/courses/showAllCategories', (group) => {
  withCleanDatabase(group)

  test('answers every category by name with its published course count', async ({
    client,
    assert,
  }) => {
    const upsc = await CategoryFactory.merge({
      name: 'UPSC',
      description: 'Civil services',
    }).create()
    const banking = await CategoryFactory.merge({ name: 'banking', description: null }).create()
    await CategoryFactory.merge({ name: 'Cadet' }).create()
    await CourseFactory.merge({ categoryId: upsc.id }).createMany(2)
    await CourseFactory.merge({ categoryId: upsc.id }).apply('draft').create()
    await CourseFactory.merge({ categoryId: banking.id }).apply('draft').create()

    const response = await client.get(PATH)

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.isString(body.message)
    // case-insensitive order by name
    assert.deepEqual(
      body.data.map((category: any) => category.name),
      ['banking', 'Cadet', 'UPSC']
    )
    const first = body.data[2]
    assert.deepEqual(Object.keys(first).sort(), [
      '_id',
      'courseCount',
      'createdAt',
      'description',
      'name',
    ])
    assert.equal(first._id, upsc.id)
    assert.equal(first.description, 'Civil services')
    assert.equal(first.courseCount, 2)
    assert.equal(body.data[0].courseCount, 0)
    assert.equal(body.data[0].description, '')
    assert.isTrue(!Number.isNaN(Date.parse(first.createdAt)))
    assert.equal(body.totalCategories, 3)
    assert.equal(body.currentPage, 1)
    assert.equal(body.totalPages, 1)
  })

  test('answers the same list to POST without a CSRF token (public read)', async ({
    client,
    assert,
  }) => {
    await CategoryFactory.createMany(2)

    const response = await client.post(PATH).json({})

    response.assertStatus(200)
    assert.lengthOf(response.body().data, 2)
  })

  test('counts drafts too for an admin (they block a delete)', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const category = await CategoryFactory.create()
    await CourseFactory.merge({ categoryId: category.id }).create()
    await CourseFactory.merge({ categoryId: category.id }).apply('draft').create()

    const asAdmin = await client.get(PATH).loginAs(admin)
    const asLearner = await client.get(PATH).loginAs(await UserFactory.create())

    assert.equal(asAdmin.body().data[0].courseCount, 2)
    assert.equal(asLearner.body().data[0].courseCount, 1)
  })

  test('answers an empty list when there are none', async ({ client }) => {
    const response = await client.get(PATH)

    response.assertStatus(200)
    response.assertBodyContains({ success: true, data: [], totalCategories: 0, totalPages: 0 })
  })

  test('pages when asked, from the query string or the body', async ({ client, assert }) => {
    for (const name of ['a', 'b', 'c', 'd', 'e']) await CategoryFactory.merge({ name }).create()

    const second = await client.get(PATH).qs({ page: 2, limit: 2 })
    const third = await client.post(PATH).json({ page: 3, limit: 2 })
    const beyond = await client.get(PATH).qs({ page: 9, limit: 2 })

    assert.deepEqual(
      second.body().data.map((category: any) => category.name),
      ['c', 'd']
    )
    assert.deepEqual(
      third.body().data.map((category: any) => category.name),
      ['e']
    )
    assert.equal(second.body().totalPages, 3)
    assert.deepEqual(beyond.body().data, [])
    assert.equal(beyond.body().currentPage, 9)
  })

  test('searches names by any part in any case, and pages the matches', async ({
    client,
    assert,
  }) => {
    for (const name of ['SSC CGL', 'SSC CHSL', 'Banking', 'UPSC', 'Cadet_ssc', '100% Free'])
      await CategoryFactory.merge({ name }).create()

    const ssc = await client.get(PATH).qs({ search: ' ssc ' })
    const paged = await client.post(PATH).json({ search: 'SSC', page: 2, limit: 2 })
    const literal = await client.get(PATH).qs({ search: '_' })
    const percent = await client.get(PATH).qs({ search: '%' })
    const none = await client.get(PATH).qs({ search: 'railways' })

    assert.deepEqual(
      ssc.body().data.map((category: any) => category.name),
      ['Cadet_ssc', 'SSC CGL', 'SSC CHSL']
    )
    assert.equal(ssc.body().totalCategories, 3)
    assert.deepEqual(
      paged.body().data.map((category: any) => category.name),
      ['SSC CHSL']
    )
    assert.equal(paged.body().totalPages, 2)
    assert.deepEqual(
      literal.body().data.map((category: any) => category.name),
      ['Cadet_ssc']
    )
    assert.deepEqual(
      percent.body().data.map((category: any) => category.name),
      ['100% Free']
    )
    none.assertStatus(200)
    assert.deepEqual(none.body().data, [])
    assert.equal(none.body().totalCategories, 0)
  })

  test('refuses a bad page or limit ({field}: {$i})')
    .with([
      { page: 0, field: 'page' },
      { page: 'abc', field: 'page' },
      { limit: 101, field: 'limit' },
      { limit: 1.5, field: 'limit' },
      { search: 'x'.repeat(81), field: 'search' },
    ])
    .run(async ({ client }, { field, ...input }) => {
      const response = await client.post(PATH).json(input)

      response.assertStatus(422)
      assertFieldError(response, field, response.body().errors[0].message)
    })

  test('costs the same queries for 2 or 30 categories', async ({ client, assert }) => {
    await CategoryFactory.createMany(2)
    const few = await countQueries(() => client.get(PATH))
    await CategoryFactory.createMany(28)
    const many = await countQueries(() => client.get(PATH))

    assert.equal(many, few)
  })
})
