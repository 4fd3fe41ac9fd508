import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'

const PATH = '/api/v1/profile/getEnrolledCourses'

test.group('POST /api/v1/profile/getEnrolledCourses', (group) => {
  withCleanDatabase(group)

  test('answers an empty course list to a signed-in learner', async ({ client }) => {
    const user = await UserFactory.create()

    const response = await client.post(PATH).json({}).loginAs(user).withCsrfToken()

    response.assertStatus(200)
    response.assertBodyContains({ success: true, courses: [] })
    response.assertBodyContains({ courses: [] })
  })

  test('works with a bearer token and no CSRF token', async ({ client, assert }) => {
    const user = await UserFactory.create()

    const response = await client.post(PATH).withGuard('api').loginAs(user)

    response.assertStatus(200)
    assert.deepEqual(response.body().courses, [])
  })

  test('refuses a visitor who is not signed in', async ({ client }) => {
    const response = await client.post(PATH).json({}).withCsrfToken()

    response.assertStatus(401)
    response.assertBody({ success: false, message: 'Please sign in to continue' })
  })

  test('refuses an unknown bearer token even with a valid session', async ({ client }) => {
    const user = await UserFactory.create()

    const response = await client
      .post(PATH)
      .bearerToken('psk_not-a-real-token')
      .loginAs(user)
      .withCsrfToken()

    response.assertStatus(401)
  })

  test('needs the CSRF token with a session', async ({ client }) => {
    const user = await UserFactory.create()

    const response = await client.post(PATH).json({}).loginAs(user)

    response.assertStatus(403)
  })
})
