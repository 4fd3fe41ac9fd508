import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'

const BASE_URL = `http://${process.env.HOST}:${process.env.PORT}`

/** `{"a":{"a":...1...}}`, `depth` objects deep. */
function nested(depth: number) {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
}

test.group('Deeply nested request input', (group) => {
  withCleanDatabase(group)

  test('thousands of levels with a session are refused, not a 500', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    // past what the framework's deep copy of the body survives, then within it
    for (const depth of [2000, 2100, 2200, 40]) {
      const response = await client
        .post('/api/v1/auth/signup')
        .json(JSON.parse(nested(depth)))
        .loginAs(admin)
        .withCsrfToken()
      const body = response.body()
      if (response.status() === 400) {
        assert.deepEqual(body, { success: false, message: 'The request is nested too deeply' })
      } else {
        response.assertStatus(422)
        response.assertBodyContains({
          success: false,
          message: 'The request is nested more than 32 levels deep',
          errors: [{ rule: 'maxDepth' }],
        })
      }
    }
  })

  test('a modest depth still reaches validation', async ({ client }) => {
    const response = await client
      .post('/api/v1/courses/getAllCourses')
      .json({ categoryIds: [{ a: { b: ['x'] } }] })
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'categoryIds.0' }] })
  })

  test('deeper than the JSON parser can go is a 400 that says so', async ({ assert }) => {
    const response = await fetch(`${BASE_URL}/api/v1/courses/getAllCourses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: nested(50_000),
    })
    assert.equal(response.status, 400)
    assert.deepEqual(await response.json(), {
      success: false,
      message: 'The request is nested too deeply',
    })
  })
})
