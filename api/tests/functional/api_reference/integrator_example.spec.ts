import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { withCleanDatabase } from '#tests/helpers/database'

const API = '/api/v1'
const PASSWORD = 'Integrator#2026'

/**
 * The worked example of docs/api-contract.md#for-integrators, call by call, as a script sends
 * it: a bearer token and nothing else (no cookie, no XSRF header).
 */
test.group('API reference: the integrator’s worked example', (group) => {
  withCleanDatabase(group)

  test('a token, the store’s second page, a category, a refused form, logout', async ({
    client,
    assert,
  }) => {
    await UserFactory.apply('admin')
      .merge({ email: 'admin@example.com', password: PASSWORD })
      .create()
    await StoreItemFactory.apply('published').apply('paid').createMany(27)
    await StoreItemFactory.apply('published').apply('free').createMany(4)

    const signIn = await client
      .post(`${API}/auth/tokens`)
      .json({ email: 'admin@example.com', password: PASSWORD, deviceName: 'nightly report' })
    signIn.assertStatus(201)
    const token: string = signIn.body().token
    const bearer = { Authorization: `Bearer ${token}` }

    const page = await client.post(`${API}/store/getAllBooks`).headers(bearer).json({
      page: 2,
      limit: 12,
    })
    page.assertStatus(200)
    assert.deepEqual(page.body().meta, {
      totalItems: 31,
      currentPage: 2,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: true,
      limit: 12,
      freeItems: 4,
    })
    assert.lengthOf(page.body().data, 12)

    const created = await client
      .post(`${API}/courses/createCategory`)
      .headers(bearer)
      .json({ name: 'Banking' })
    created.assertStatus(201)
    assert.isString(created.body().data._id)

    const refused = await client.post(`${API}/courses/createCategory`).headers(bearer).json({})
    refused.assertStatus(422)
    assert.deepEqual(refused.body(), {
      success: false,
      message: 'Category name is required',
      errors: [{ field: 'name', message: 'Category name is required', rule: 'required' }],
    })

    const logout = await client.post(`${API}/auth/logout`).headers(bearer)
    logout.assertStatus(200)
    const after = await client.post(`${API}/courses/createCategory`).headers(bearer).json({
      name: 'After logout',
    })
    after.assertStatus(401)
  })
})
