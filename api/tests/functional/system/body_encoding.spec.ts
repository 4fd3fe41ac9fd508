import { test } from '@japa/runner'
import { gzipSync } from 'node:zlib'

const BASE_URL = `http://${process.env.HOST}:${process.env.PORT}`
const PATH = `${BASE_URL}/api/v1/store/getAllBooks`

async function post(body: Buffer | string, encoding: string, path = PATH) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    body,
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

test.group('Content-Encoding of a request body', () => {
  test('a real gzip body is read', async ({ assert }) => {
    const response = await post(gzipSync(JSON.stringify({ page: 1 })), 'gzip')
    assert.equal(response.status, 200)
    assert.isTrue(response.body.success)
  })

  for (const encoding of ['gzip', 'deflate', 'br']) {
    test(`"${encoding}" on a body that is not ${encoding} is a 400`, async ({ assert }) => {
      const response = await post(JSON.stringify({ page: 1 }), encoding)
      assert.equal(response.status, 400)
      assert.deepEqual(response.body, {
        success: false,
        message: 'The request body could not be decompressed',
      })
    })
  }

  // calls that open a session and check CSRF meet the broken body on another path
  for (const route of ['auth/sendotp', 'auth/login', 'auth/signup']) {
    test(`"br" on a plain body sent to ${route} is a 400`, async ({ assert }) => {
      const response = await post('{}', 'br', `${BASE_URL}/api/v1/${route}`)
      assert.equal(response.status, 400)
      assert.equal(response.body.message, 'The request body could not be decompressed')
    })
  }

  test('a truncated gzip body is a 400', async ({ assert }) => {
    const whole = gzipSync(JSON.stringify({ search: 'polity'.repeat(50) }))
    const response = await post(whole.subarray(0, whole.length - 12), 'gzip')
    assert.equal(response.status, 400)
  })

  test('an unknown encoding is a 415', async ({ assert }) => {
    const response = await post(JSON.stringify({ page: 1 }), 'zstd-x')
    assert.equal(response.status, 415)
    assert.isFalse(response.body.success)
  })
})
