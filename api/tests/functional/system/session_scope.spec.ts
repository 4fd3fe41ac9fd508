import { test } from '@japa/runner'
import { withCleanDatabase } from '#tests/helpers/database'
import { UserFactory } from '#database/factories/user_factory'
import { Browser } from '#tests/support/browser'

function setCookieNames(headers: Record<string, unknown>) {
  const raw = headers['set-cookie']
  const lines = Array.isArray(raw) ? raw : raw ? [String(raw)] : []
  return lines.map((line: string) => line.split('=')[0])
}

test.group('Sessions and CSRF tokens are created only where needed', (group) => {
  withCleanDatabase(group)

  test('public reads give a cookie-less visitor no session and no token', async ({ assert }) => {
    // a plain client: the Japa client always carries a session cookie
    const visitor = new Browser()
    for (const [method, path] of [
      ['POST', '/api/v1/courses/getAllCourses'],
      ['POST', '/api/v1/store/getAllBooks'],
      ['GET', '/api/v1/courses/showAllCategories'],
      ['GET', '/api/v1/health'],
      ['GET', '/home'],
    ]) {
      const response = await visitor.request(method, path, {
        json: method === 'POST' ? {} : undefined,
        xsrf: false,
      })
      assert.notEqual(response.status, 500, path)
      assert.deepEqual(response.headers.getSetCookie(), [], path)
    }
  })

  test('the config call hands out the XSRF token the forms need', async ({ client, assert }) => {
    const response = await client.get('/api/v1/config')
    response.assertStatus(200)
    assert.include(setCookieNames(response.headers()), 'XSRF-TOKEN')
  })

  test('validate hands out a fresh token with its 401', async ({ client, assert }) => {
    const response = await client.post('/api/v1/auth/validate')
    response.assertStatus(401)
    assert.include(setCookieNames(response.headers()), 'XSRF-TOKEN')
  })

  test('security headers stay on public answers', async ({ client }) => {
    const response = await client.post('/api/v1/courses/getAllCourses').json({})
    response.assertHeader('x-frame-options', 'DENY')
    response.assertHeader('x-content-type-options', 'nosniff')
  })

  test('a checked write without a token is still refused', async ({ client }) => {
    const response = await client.post('/api/v1/contact/contactus').json({})
    response.assertStatus(403)
  })

  test('a signed-in read without any credentials answers 401, not 500', async ({ client }) => {
    const response = await client.get('/api/v1/courses/courseCreationDraft')
    response.assertStatus(401)
  })

  test('a signed-in learner is still recognised on public reads', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/api/v1/store/getAllBooks')
      .json({})
      .withGuard('web')
      .loginAs(user)
    response.assertStatus(200)
  })
})
