import { createHash } from 'node:crypto'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { THEME_INIT_SCRIPT } from '@pathshala/shared/theme-init-script'
import { EARLY_REQUESTS_SCRIPT } from '@pathshala/shared/early-requests-script'
import { test } from '@japa/runner'
import { withFrontEndBuilds } from '#tests/support/front_end_builds'
import env from '#start/env'
import razorpayConfig from '#config/razorpay'
import CloudinaryMediaStorage from '#media/services/cloudinary_media_storage'
import { useMediaStorage } from '#media/services/main'

/**
 * A GET to the test server from a chosen loopback address (each source
 * address is a peer of its own; the framework remembers per peer whether it
 * is a trusted proxy, so a test that changes TRUSTED_PROXIES uses a fresh one).
 */
function get(path: string, headers: Record<string, string> = {}, localAddress = '127.0.0.1') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const outgoing = httpRequest(
      { host: process.env.HOST, port: Number(process.env.PORT), path, headers, localAddress },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers })
        )
        response.on('error', reject)
      }
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

function directives(policy: string | undefined) {
  const map: Record<string, string[]> = {}
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) map[name] = sources
  }
  return map
}

test.group('Security headers: HTML pages', (group) => {
  group.each.setup(() => withFrontEndBuilds())

  test('every page of both front ends (any client route) carries the Content-Security-Policy', async ({
    assert,
  }) => {
    const pages = [
      '/',
      '/home',
      '/home/explore?category=x',
      '/about.html',
      '/admin',
      '/admin/users',
    ]
    for (const path of pages) {
      const page = await get(path)
      assert.equal(page.status, 200, path)
      assert.match(String(page.headers['content-type']), /^text\/html/, path)
      const policy = directives(page.headers['content-security-policy'] as string)

      assert.deepEqual(policy['default-src'], ["'self'"], path)
      assert.include(policy['script-src'], "'self'")
      assert.include(policy['style-src'], "'self'")
      assert.deepEqual(policy['object-src'], ["'none'"])
      assert.deepEqual(policy['frame-ancestors'], ["'none'"])
      assert.deepEqual(policy['base-uri'], ["'self'"])
      for (const directive of Object.values(policy)) {
        assert.notInclude(directive, "'unsafe-inline'")
        assert.notInclude(directive, "'unsafe-eval'")
        assert.notInclude(directive, '*')
      }
      assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin')
      assert.equal(page.headers['x-content-type-options'], 'nosniff')
    }
  })

  test('the policy allows what the storefront uses, and nothing else', async ({ assert }) => {
    const page = await get('/home')
    const policy = directives(page.headers['content-security-policy'] as string)
    const checkout = new URL(razorpayConfig.checkoutUrl).origin
    const app = new URL(env.get('APP_URL')).origin

    // the payment checkout (live mode in the test runner), YouTube's player API and, by their
    // hashes, the storefront's inline theme and early-requests scripts
    const themeScript = createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')
    const earlyRequests = createHash('sha256').update(EARLY_REQUESTS_SCRIPT).digest('base64')
    assert.sameMembers(policy['script-src'], [
      "'self'",
      `'sha256-${themeScript}'`,
      `'sha256-${earlyRequests}'`,
      checkout,
      'https://www.youtube.com',
    ])
    assert.includeMembers(policy['frame-src'], [
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://api.razorpay.com',
    ])
    // local media: pictures from this API; the photo being uploaded is a canvas blob
    assert.sameMembers(policy['img-src'], [
      "'self'",
      'data:',
      'blob:',
      app,
      'https://*.googleusercontent.com',
    ])
    assert.includeMembers(policy['connect-src'], ["'self'", app])
    assert.notInclude(policy['connect-src'], 'https://api.cloudinary.com')
    // lesson videos are any https address an admin gives
    assert.sameMembers(policy['media-src'], ["'self'", 'https:', 'blob:'])
  })

  test('with Cloudinary, its delivery host and upload API are allowed', async ({ assert }) => {
    useMediaStorage(
      new CloudinaryMediaStorage({ cloudName: 'pathshala-demo', apiKey: '1', apiSecret: 's' })
    )
    try {
      const page = await get('/')
      const policy = directives(page.headers['content-security-policy'] as string)
      assert.include(policy['img-src'], 'https://res.cloudinary.com')
      assert.include(policy['connect-src'], 'https://api.cloudinary.com')
    } finally {
      useMediaStorage(undefined)
    }
  })

  test('with MEDIA_PUBLIC_URL, pictures may come from there too; uploads still go to the API', async ({
    assert,
    cleanup,
  }) => {
    const before = env.get('MEDIA_PUBLIC_URL')
    env.set('MEDIA_PUBLIC_URL', 'https://cdn.example.net/pathshala')
    cleanup(() => env.set('MEDIA_PUBLIC_URL', before ?? ''))
    const app = new URL(env.get('APP_URL')).origin

    const page = await get('/home')

    const policy = directives(page.headers['content-security-policy'] as string)
    assert.includeMembers(policy['img-src'], ['https://cdn.example.net', app])
    assert.include(policy['connect-src'], app)
    assert.notInclude(policy['connect-src'], 'https://cdn.example.net')
  })

  test('built files keep their own type, without the page policy', async ({ assert }) => {
    const script = await get('/assets/index-abc123.js')
    assert.equal(script.status, 200)
    assert.notMatch(String(script.headers['content-type']), /html/)
    assert.isUndefined(script.headers['content-security-policy'])
    assert.equal(script.headers['x-content-type-options'], 'nosniff')
  })
})

test.group('Security headers: API answers', () => {
  test('JSON answers keep nosniff and the referrer policy', async ({ assert }) => {
    for (const path of ['/api/v1/health', '/api/v1/config', '/api/v1/no-such-call']) {
      const answer = await get(path)
      assert.match(String(answer.headers['content-type']), /json/, path)
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', path)
      assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', path)
    }
  })
})

test.group('Security headers: HSTS only over HTTPS', () => {
  test('not on a plain HTTP request', async ({ assert }) => {
    const answer = await get('/api/v1/health')
    assert.isUndefined(answer.headers['strict-transport-security'])
  })

  test('on a request a trusted proxy says came over HTTPS', async ({ assert }) => {
    const answer = await get('/api/v1/health', { 'x-forwarded-proto': 'https' }, '127.0.0.2')
    assert.match(String(answer.headers['strict-transport-security']), /^max-age=15552000/)
  })

  test('not when an untrusted peer claims HTTPS', async ({ assert }) => {
    const before = env.get('TRUSTED_PROXIES')
    env.set('TRUSTED_PROXIES', ['127.0.0.2'])
    try {
      const answer = await get('/api/v1/health', { 'x-forwarded-proto': 'https' }, '127.0.0.3')
      assert.isUndefined(answer.headers['strict-transport-security'])
    } finally {
      env.set('TRUSTED_PROXIES', before)
    }
  })
})
