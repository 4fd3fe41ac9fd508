import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { get, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { API_REFERENCE_FILE } from '../../../app/http/api_reference/generate_api_reference.js'

const BASE_URL = `http://${process.env.HOST}:${process.env.PORT}`

/** The bytes as they travel (fetch would decompress them). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      get(`${BASE_URL}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          })
        )
      }).on('error', reject)
    }
  )
}

test.group('API reference: GET /api/v1/openapi.json', () => {
  test('the OpenAPI document of the public API, for anyone', async ({ assert }) => {
    const response = await fetch(`${BASE_URL}/api/v1/openapi.json`)
    assert.equal(response.status, 200)
    assert.match(response.headers.get('content-type')!, /^application\/json/)
    const document = (await response.json()) as any
    // the served document is the committed one (which the freshness test keeps current)
    assert.deepEqual(document, JSON.parse(await readFile(API_REFERENCE_FILE, 'utf8')))
    assert.equal(document.openapi, '3.1.0')
    assert.equal(document.info.title, 'Pathshala API')

    const login = document.paths['/api/v1/auth/login'].post
    const body = login.requestBody.content['application/json'].schema
    assert.includeMembers(body.required, ['email', 'password'])
    assert.deepEqual(login.security, [])

    // logout revokes the access token it is called with, or ends the cookie session
    assert.deepEqual(document.paths['/api/v1/auth/logout'].post.security, [
      { session: [] },
      { accessToken: [] },
    ])

    const users = document.paths['/api/v1/admin/users'].get
    assert.includeMembers(
      users.parameters.map((parameter: any) => parameter.name),
      ['page', 'limit', 'search']
    )
    assert.properties(users.responses, ['401', '403'])

    const paths = Object.keys(document.paths)
    assert.notInclude(paths.join(' '), 'razorpay-simulator')
    assert.notInclude(paths, '/api/*')
  })

  test('sent compressed as the browser accepts, and revalidated by its ETag', async ({
    assert,
  }) => {
    const plain = await rawGet('/api/v1/openapi.json', {})
    assert.isUndefined(plain.headers['content-encoding'])

    const brotli = await rawGet('/api/v1/openapi.json', { 'accept-encoding': 'gzip, br' })
    assert.equal(brotli.headers['content-encoding'], 'br')
    assert.equal(brotli.headers['vary'], 'Accept-Encoding')
    assert.deepEqual(brotliDecompressSync(brotli.body), plain.body)
    assert.isBelow(brotli.body.length, plain.body.length / 5)

    const gzip = await rawGet('/api/v1/openapi.json', { 'accept-encoding': 'gzip' })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.deepEqual(gunzipSync(gzip.body), plain.body)

    const again = await rawGet('/api/v1/openapi.json', {
      'if-none-match': String(plain.headers.etag),
    })
    assert.equal(again.status, 304)
    assert.equal(again.body.length, 0)
  })
})

test.group('API reference: GET /api/docs', () => {
  test('a page that loads Swagger UI over the document, under the pages’ policy', async ({
    assert,
  }) => {
    const response = await fetch(`${BASE_URL}/api/docs`)
    assert.equal(response.status, 200)
    assert.match(response.headers.get('content-type')!, /^text\/html/)
    const policy = response.headers.get('content-security-policy')!
    assert.match(policy, /script-src 'self'/)
    const html = await response.text()
    assert.include(html, '<title>Pathshala API reference</title>')
    assert.include(html, 'src="/api/docs/assets/swagger-ui-bundle.js"')
    assert.include(html, 'src="/api/docs/assets/reference.js"')
    assert.include(html, 'href="/api/v1/openapi.json"')
    assert.notMatch(html, /<script>/)
  })

  test('its assets by name, and nothing else of the package', async ({ assert }) => {
    for (const [name, type] of [
      ['swagger-ui.css', /^text\/css/],
      ['swagger-ui-bundle.js', /^text\/javascript/],
      ['reference.js', /^text\/javascript/],
    ] as const) {
      const response = await fetch(`${BASE_URL}/api/docs/assets/${name}`)
      assert.equal(response.status, 200, name)
      assert.match(response.headers.get('content-type')!, type)
      const body = await response.arrayBuffer()
      assert.isAbove(body.byteLength, 100)
    }
    for (const name of ['package.json', 'index.html', '..%2F..%2Fpackage.json', 'constructor']) {
      const response = await fetch(`${BASE_URL}/api/docs/assets/${name}`)
      assert.equal(response.status, 404, name)
      assert.deepEqual(await response.json(), { success: false, message: 'Not found' })
    }
  })
})
