import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient, ApiRequest } from '@japa/api-client'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { EnrolmentFactory } from '#database/factories/enrolment_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { withCleanDatabase } from '#tests/helpers/database'

const API = '/api/v1'
const BASE_URL = `http://${process.env.HOST}:${process.env.PORT}`
const NUL = '\u0000'
const MESSAGE = 'Text must not contain the NUL character (\\u0000)'

/** The refusal every NUL gets: a 422 naming the field, never a 500. */
function assertRefused(response: Awaited<ApiRequest>, field: string) {
  response.assertStatus(422)
  response.assertBody({
    success: false,
    message: MESSAGE,
    errors: [{ field, message: MESSAGE, rule: 'noNulCharacter' }],
  })
}

async function people() {
  const admin = await UserFactory.apply('admin').create()
  const learner = await UserFactory.create()
  const course = await CourseFactory.create()
  await EnrolmentFactory.merge({ userId: learner.id, courseId: course.id }).create()
  return { admin, learner, course }
}

function asBearer(client: ApiClient, method: 'post' | 'put' | 'get', path: string, user: any) {
  return client[method](`${API}${path}`).withGuard('api').loginAs(user)
}

test.group('A NUL character in request input', (group) => {
  withCleanDatabase(group)

  test('in the store and catalogue search (visitor)', async ({ client }) => {
    assertRefused(
      await client.post(`${API}/store/getAllBooks`).json({ search: `notes${NUL}` }),
      'search'
    )
    assertRefused(
      await client.post(`${API}/courses/getAllCourses`).json({ search: `${NUL}polity` }),
      'search'
    )
  })

  test('in a query string and a route param', async ({ client, assert }) => {
    const { admin } = await people()
    assertRefused(
      await asBearer(client, 'get', '/payment/transactions', admin).qs({ search: `a${NUL}b` }),
      'url'
    )
    // as sent on the wire: %00 in the path
    const response = await fetch(`${BASE_URL}${API}/store/books/abc%00def`)
    assert.equal(response.status, 422)
    const body = (await response.json()) as { errors: { field: string }[] }
    assert.equal(body.errors[0].field, 'url')
  })

  test('in profile fields (session with CSRF and bearer)', async ({ client, assert }) => {
    const { learner } = await people()
    assertRefused(
      await client
        .put(`${API}/profile/updateProfile`)
        .json({ firstName: `Asha${NUL}`, about: 'fine' })
        .loginAs(learner)
        .withCsrfToken(),
      'firstName'
    )
    assertRefused(
      await asBearer(client, 'put', '/profile/updateProfile', learner).json({
        about: `I teach${NUL}`,
      }),
      'about'
    )
    await learner.refresh()
    assert.notInclude(String(learner.firstName), NUL)
  })

  test('in a review, a payment id and admin fields', async ({ client, assert }) => {
    const { admin, learner, course } = await people()
    assertRefused(
      await asBearer(client, 'post', '/courses/createRating', learner).json({
        courseId: course.id,
        rating: 5,
        review: `Great${NUL}`,
      }),
      'review'
    )
    assertRefused(
      await asBearer(client, 'post', '/payment/verifyPayment', learner).json({
        razorpay_order_id: `order_${NUL}`,
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'x',
      }),
      'razorpay_order_id'
    )
    assertRefused(
      await asBearer(client, 'post', '/courses/createCategory', admin).json({
        name: `History${NUL}`,
      }),
      'name'
    )
    const item = await StoreItemFactory.create()
    assertRefused(
      await asBearer(client, 'put', `/store/books/${item.id}`, admin).json({
        title: `Notes${NUL}`,
      }),
      'title'
    )
    assert.lengthOf(await db.from('categories'), 0)
    assert.lengthOf(await db.from('course_ratings'), 0)
  })

  test('nested, in an object key, and in a form body', async ({ client }) => {
    assertRefused(
      await client
        .post(`${API}/courses/getAllCourses`)
        .json({ categoryIds: ['a', { deep: [`x${NUL}`] }] }),
      'categoryIds.1.deep.0'
    )
    assertRefused(
      await client.post(`${API}/store/getAllBooks`).json({ [`se${NUL}arch`]: 'x' }),
      'se\\u0000arch'
    )
    assertRefused(
      await client
        .post(`${API}/contact/contactus`)
        .form({ fullname: `A${NUL}`, email: 'a@example.com', message: 'hi' }),
      'fullname'
    )
  })
})

test.group('A lone UTF-16 surrogate in request input', (group) => {
  withCleanDatabase(group)

  test('is a 422 naming the field, not a 500 from the email rule', async ({ assert }) => {
    for (const path of ['/auth/tokens', '/auth/login', '/auth/sendotp', '/store/getAllBooks']) {
      const response = await fetch(`${BASE_URL}${API}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'authorization': 'Bearer x' },
        body: '{"email":"a\\udfffx\\ud800@example.com","password":"secret"}',
      })
      assert.equal(response.status, 422, path)
      assert.deepEqual(await response.json(), {
        success: false,
        message: 'Text must be valid Unicode',
        errors: [
          { field: 'email', message: 'Text must be valid Unicode', rule: 'wellFormedUnicode' },
        ],
      })
    }
  })
})
