import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { EnrolmentFactory } from '#database/factories/enrolment_factory'
import { PurchaseFactory } from '#database/factories/purchase_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { countQueries } from '#tests/helpers/queries'
import { assertFieldError } from '#tests/support/assertions'
import { API, UNKNOWN_ID, withFakeMail, withRazorpayStandIn } from '../payments/helpers.js'
import { buy, createdAt, daysAgo, getAs } from './helpers.js'

const PATH = '/admin/users'

/** The status a GET answers with. */
async function statusOf(request: PromiseLike<{ status(): number }>) {
  const response = await request
  return response.status()
}

test.group('GET /api/v1/admin/users', (group) => {
  withCleanDatabase(group)

  test('lists users newest first with their enrolment and purchase counts', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.merge({ firstName: 'Anil', lastName: 'Admin' })
      .apply('admin')
      .create()
    const asha = await UserFactory.merge({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
    }).create()
    const ravi = await UserFactory.merge({
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.com',
    })
      .apply('google')
      .create()
    await createdAt('users', { id: admin.id }, daysAgo(30))
    await createdAt('users', { id: asha.id }, daysAgo(20))
    await createdAt('users', { id: ravi.id }, daysAgo(10))
    const courses = await CourseFactory.merge({ instructorId: admin.id }).createMany(3)
    for (const course of courses) {
      await EnrolmentFactory.merge({ userId: asha.id, courseId: course.id }).create()
    }
    await EnrolmentFactory.merge({ userId: ravi.id, courseId: courses[0].id }).create()
    const items = await StoreItemFactory.createMany(2)
    for (const item of items) {
      await PurchaseFactory.merge({ userId: ravi.id, storeItemId: item.id }).create()
    }

    const response = await getAs(client, admin, PATH)
    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.deepEqual(
      body.data.map((user: { email: string }) => user.email),
      ['ravi@example.com', 'asha@example.com', admin.email]
    )
    const [first, second, third] = body.data
    assert.deepInclude(first, {
      _id: ravi.id,
      firstName: 'Ravi',
      lastName: 'Kumar',
      name: 'Ravi Kumar',
      accountType: 'Student',
      provider: 'google',
      enrolmentCount: 1,
      purchaseCount: 2,
    })
    assert.isString(first.createdAt)
    assert.notProperty(first, 'password')
    assert.deepInclude(second, { enrolmentCount: 3, purchaseCount: 0 })
    assert.deepInclude(third, { accountType: 'Admin', enrolmentCount: 0, purchaseCount: 0 })
    assert.deepEqual(body.meta, {
      totalItems: 3,
      currentPage: 1,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 20,
    })

    const oldest = await getAs(client, admin, `${PATH}?sort=oldest`)
    assert.equal(oldest.body().data[0]._id, admin.id)
  })

  test('searches name or email, filters by account type, pages', async ({ client, assert }) => {
    const admin = await UserFactory.merge({ email: 'boss@pathshala.test' }).apply('admin').create()
    await UserFactory.merge({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
    }).create()
    await UserFactory.merge({
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'rk@mail.test',
    }).create()
    await UserFactory.merge({ firstName: 'Meera', lastName: 'Nair', email: 'meera_x@mail.test' })
      .apply('admin')
      .create()

    const emails = async (query: string) => {
      const response = await getAs(client, admin, `${PATH}?${query}`)
      response.assertStatus(200)
      return response
        .body()
        .data.map((user: { email: string }) => user.email)
        .sort()
    }
    assert.deepEqual(await emails('search=ASHA'), ['asha@example.com'])
    assert.deepEqual(await emails('search=ravi%20kum'), ['rk@mail.test'])
    assert.deepEqual(await emails('search=mail.test'), ['meera_x@mail.test', 'rk@mail.test'])
    // LIKE's wildcards are plain characters
    assert.deepEqual(await emails('search=_'), ['meera_x@mail.test'])
    assert.deepEqual(await emails('search=%25'), [])
    assert.deepEqual(await emails('accountType=Admin'), [
      'boss@pathshala.test',
      'meera_x@mail.test',
    ])
    assert.deepEqual(await emails('accountType=student&search=mail'), ['rk@mail.test'])
    assert.lengthOf(await emails('accountType=all'), 4)

    const page = await getAs(client, admin, `${PATH}?page=2&limit=3`)
    assert.lengthOf(page.body().data, 1)
    assert.deepEqual(page.body().meta, {
      totalItems: 4,
      currentPage: 2,
      totalPages: 2,
      hasNextPage: false,
      hasPrevPage: true,
      limit: 3,
    })
    const beyond = await getAs(client, admin, `${PATH}?page=9&limit=3`)
    beyond.assertStatus(200)
    assert.deepEqual(beyond.body().data, [])
    assert.isFalse(beyond.body().meta.hasNextPage)
  })

  test('costs the same number of queries for 2 or 12 users', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const course = await CourseFactory.merge({ instructorId: admin.id }).create()
    const seed = async () => {
      const learner = await UserFactory.create()
      await EnrolmentFactory.merge({ userId: learner.id, courseId: course.id }).create()
      await PurchaseFactory.merge({ userId: learner.id }).with('storeItem').create()
    }
    await seed()
    const list = () => getAs(client, admin, `${PATH}?limit=100`)
    await list()
    const few = await countQueries(list)
    for (let i = 0; i < 10; i++) await seed()
    const many = await countQueries(list)
    assert.equal(many, few)
  })

  test('refuses visitors (401), learners (403) and bad filters (422)', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()
    assert.equal(await statusOf(client.get(`${API}${PATH}`)), 401)
    const student = await getAs(client, learner, PATH)
    student.assertStatus(403)
    assert.equal(student.body().message, 'This action is for admins only')

    assertFieldError(
      await getAs(client, admin, `${PATH}?limit=0`),
      'limit',
      'limit must be a whole number from 1 to 100'
    )
    assertFieldError(
      await getAs(client, admin, `${PATH}?page=abc`),
      'page',
      'page must be a whole number of at least 1'
    )
    assertFieldError(
      await getAs(client, admin, `${PATH}?accountType=Owner`),
      'accountType',
      'accountType must be Student, Admin or all'
    )
    assertFieldError(
      await getAs(client, admin, `${PATH}?sort=name`),
      'sort',
      'sort must be newest or oldest'
    )
    assertFieldError(
      await getAs(client, admin, `${PATH}?search=${'x'.repeat(101)}`),
      'search',
      'search must be text of at most 100 characters'
    )
  })
})

test.group('GET /api/v1/admin/users/:id', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  withFakeMail(group)

  test("a user's profile, courses, items and orders", async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const asha = await UserFactory.merge({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
      contactNumber: '9876543210',
      about: 'Preparing for UPSC',
      gender: 'female',
    }).create()
    const bought = await CourseFactory.merge({
      instructorId: admin.id,
      pricePaise: 99_900,
    }).create()
    const given = await CourseFactory.merge({ instructorId: admin.id }).create()
    const notes = await StoreItemFactory.merge({ pricePaise: 4_900 }).create()
    const courseOrder = await buy(client, asha, { courseId: bought.id })
    await createdAt('enrolments', { course_id: bought.id }, daysAgo(2))
    await EnrolmentFactory.merge({ userId: asha.id, courseId: given.id, source: 'manual' }).create()
    const notesOrder = await buy(client, asha, { storeItemId: notes.id })

    const response = await getAs(client, admin, `${PATH}/${asha.id}`)
    response.assertStatus(200)
    const { data } = response.body()
    assert.deepInclude(data, {
      _id: asha.id,
      name: 'Asha Verma',
      email: 'asha@example.com',
      accountType: 'Student',
      contactNumber: '9876543210',
      about: 'Preparing for UPSC',
      gender: 'female',
      dateOfBirth: null,
      enrolmentCount: 2,
      purchaseCount: 1,
      orderCount: 2,
      spentPaise: 99_900 + 4_900,
    })
    assert.notProperty(data, 'password')
    assert.deepEqual(
      data.enrolments.map((row: any) => [row.course._id, row.source]),
      [
        [given.id, 'manual'],
        [bought.id, 'purchase'],
      ]
    )
    assert.equal(data.enrolments[1].course.courseName, bought.courseName)
    assert.isString(data.enrolments[1].enrolledAt)
    assert.deepEqual(data.storeItems, [
      {
        item: {
          _id: notes.id,
          title: notes.title,
          type: 'Notes',
          thumbnailUrl: notes.thumbnailUrl,
        },
        source: 'purchase',
        amountPaise: 4_900,
        acquiredAt: data.storeItems[0].acquiredAt,
      },
    ])
    assert.sameMembers(
      data.orders.map((order: { gatewayOrderId: string }) => order.gatewayOrderId),
      [courseOrder.id, notesOrder.id]
    )
    assert.equal(data.orders[0].status, 'fulfilled')
  })

  test('404 for an unknown or malformed id; admins only', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()
    const unknown = await getAs(client, admin, `${PATH}/${UNKNOWN_ID}`)
    unknown.assertStatus(404)
    assert.deepEqual(unknown.body(), { success: false, message: 'User not found' })
    assert.equal(await statusOf(getAs(client, admin, `${PATH}/not-an-id`)), 404)
    assert.equal(await statusOf(client.get(`${API}${PATH}/${learner.id}`)), 401)
    assert.equal(await statusOf(getAs(client, learner, `${PATH}/${learner.id}`)), 403)
  })
})
