import { test } from '@japa/runner'
import { Browser } from '#tests/support/browser'

/*
| A known path called with a method it does not take answers 405 with an Allow header;
| an unknown path stays 404. Plain clients: no cookie, no token, no CSRF token.
*/

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

function send(method: string, path: string) {
  return new Browser().request(method, path, {
    json: ['GET', 'HEAD'].includes(method) ? undefined : {},
    xsrf: false,
  })
}

test.group('405 Method Not Allowed', () => {
  for (const [method, path, allow] of [
    ['GET', '/api/v1/auth/login', 'POST'],
    ['DELETE', '/api/v1/auth/login', 'POST'],
    // a plain OPTIONS (no Origin): only CORS preflights are answered, on every path
    ['OPTIONS', '/api/v1/auth/login', 'POST'],
    ['POST', '/api/v1/health', 'GET, HEAD'],
    ['DELETE', '/api/v1/payment/transactions', 'GET, POST'],
    ['DELETE', `/api/v1/store/books/${UNKNOWN_ID}`, 'GET, HEAD, PUT'],
    ['GET', '/api/v1/media/upload/image', 'POST'],
    ['POST', '/admin', 'GET, HEAD'],
  ] as const) {
    test(`${method} ${path} answers 405 with Allow: ${allow}`, async ({ assert }) => {
      const response = await send(method, path)

      assert.equal(response.status, 405)
      assert.equal(response.headers.get('allow'), allow)
      assert.deepEqual(response.body, {
        success: false,
        message: `This address does not take ${method}.`,
      })
    })
  }

  test('a HEAD to a path that takes only POST answers 405 with no body', async ({ assert }) => {
    const response = await send('HEAD', '/api/v1/auth/login')
    assert.equal(response.status, 405)
    assert.equal(response.headers.get('allow'), 'POST')
    assert.isNull(response.body)
  })

  for (const [method, path] of [
    ['GET', '/api/v1/no-such-call'],
    ['POST', '/api/v1/no-such-call'],
    ['DELETE', '/api/v1/auth/login/extra'],
    // the param's matcher does not take `video`: no route has this path
    ['GET', '/api/v1/media/upload/video'],
    ['POST', '/api/v1/media/upload/video'],
    ['POST', '/no-such-page'],
  ] as const) {
    test(`${method} ${path} (unknown path) stays 404`, async ({ assert }) => {
      const response = await send(method, path)

      assert.equal(response.status, 404)
      assert.isNull(response.headers.get('allow'))
      assert.deepEqual(response.body, { success: false, message: 'Not found' })
    })
  }
})
