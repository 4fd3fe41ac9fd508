import { test } from '@japa/runner'
import env from '#start/env'
import { DESKTOP_APP_ORIGIN } from '#config/cors'

/** Runs a test with CORS_ORIGINS set to `value`, restoring what was there. */
function withCorsOrigins(value: string | undefined) {
  const previous = env.get('CORS_ORIGINS')
  env.set('CORS_ORIGINS', value as string)
  if (value === undefined) delete process.env.CORS_ORIGINS
  return () => {
    env.set('CORS_ORIGINS', previous as string)
    if (previous === undefined) delete process.env.CORS_ORIGINS
  }
}

test.group('CORS', () => {
  test('the desktop app may call with a bearer token even when CORS_ORIGINS is set', async ({
    client,
    cleanup,
  }) => {
    cleanup(withCorsOrigins('https://admin.example.com'))

    const preflight = await client
      .options('/api/v1/auth/validate')
      .header('Origin', DESKTOP_APP_ORIGIN)
      .header('Access-Control-Request-Method', 'POST')
      .header('Access-Control-Request-Headers', 'authorization, content-type')
    preflight.assertStatus(204)
    preflight.assertHeader('access-control-allow-origin', DESKTOP_APP_ORIGIN)
    const allowedHeaders = String(preflight.header('access-control-allow-headers'))
    if (!allowedHeaders.includes('authorization')) {
      throw new Error(`authorization not allowed: ${allowedHeaders}`)
    }

    const response = await client.get('/api/v1/health').header('Origin', DESKTOP_APP_ORIGIN)
    response.assertStatus(200)
    response.assertHeader('access-control-allow-origin', DESKTOP_APP_ORIGIN)
  })

  test('cookies are never shared cross-origin, not even with the desktop app', async ({
    client,
    assert,
    cleanup,
  }) => {
    cleanup(withCorsOrigins('https://admin.example.com'))
    for (const origin of [DESKTOP_APP_ORIGIN, 'https://admin.example.com']) {
      const response = await client.get('/api/v1/health').header('Origin', origin)
      assert.isUndefined(response.header('access-control-allow-credentials'))
    }
  })

  test('with CORS_ORIGINS set, other origins get no CORS answer', async ({
    client,
    assert,
    cleanup,
  }) => {
    cleanup(withCorsOrigins('https://admin.example.com'))
    const listed = await client.get('/api/v1/health').header('Origin', 'https://admin.example.com')
    listed.assertHeader('access-control-allow-origin', 'https://admin.example.com')

    for (const origin of ['https://evil.example.com', 'app://admin.evil', 'app://other']) {
      const response = await client.get('/api/v1/health').header('Origin', origin)
      assert.isUndefined(response.header('access-control-allow-origin'), origin)
    }
  })

  test('without CORS_ORIGINS any origin may call (bearer only)', async ({ client, cleanup }) => {
    cleanup(withCorsOrigins(undefined))
    const response = await client.get('/api/v1/health').header('Origin', DESKTOP_APP_ORIGIN)
    response.assertHeader('access-control-allow-origin', DESKTOP_APP_ORIGIN)
  })
})
