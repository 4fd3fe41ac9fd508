import { describe, expect, onTestFinished, test, vi } from 'vitest'
import {
  checkServer,
  fetchMediaOrigin,
  HEALTH_TIMEOUT_MS,
  HTTPS_REQUIRED_MESSAGE,
  MEDIA_ORIGIN_TIMEOUT_MS,
  parseMediaOrigin,
  parseServerAddress,
} from './server-address.ts'
import { fakeApi, json } from './testing/fake-api.ts'

describe('parseServerAddress', () => {
  test('reduces an address to its origin', () => {
    expect(parseServerAddress('http://127.0.0.1:3333')).toEqual({
      ok: true,
      origin: 'http://127.0.0.1:3333',
    })
    expect(parseServerAddress('  https://Pathshala.Example.com/  ')).toEqual({
      ok: true,
      origin: 'https://pathshala.example.com',
    })
  })

  test('an address typed without a scheme is https, unless it is this computer', () => {
    const origins = {
      '192.168.1.20:3333': 'https://192.168.1.20:3333',
      'pathshala.example.com': 'https://pathshala.example.com',
      'localhost:3333': 'http://localhost:3333',
      '127.0.0.1:3333': 'http://127.0.0.1:3333',
      '127.1.2.3': 'http://127.1.2.3',
      '[::1]:3333': 'http://[::1]:3333',
    }
    for (const [typed, origin] of Object.entries(origins)) {
      expect(parseServerAddress(typed), typed).toEqual({ ok: true, origin })
    }
  })

  test('plain http:// is refused for any server that is not this computer', () => {
    for (const typed of [
      'http://192.168.1.20:3333',
      'http://pathshala.example.com',
      'http://localhost.example.com',
      'http://128.0.0.1',
      'http://[::2]',
    ]) {
      expect(parseServerAddress(typed), typed).toEqual({
        ok: false,
        message: HTTPS_REQUIRED_MESSAGE,
      })
    }
    expect(parseServerAddress('http://LOCALHOST:3333')).toEqual({
      ok: true,
      origin: 'http://localhost:3333',
    })
    expect(parseServerAddress('http://[::1]')).toEqual({ ok: true, origin: 'http://[::1]' })
  })

  test('refuses what is not a server origin', () => {
    for (const input of [
      '',
      '   ',
      'ftp://example.com',
      'https://example.com/api/v1',
      'https://a:b@example.com',
      'https://example.com/?x=1',
      'http://',
    ]) {
      expect(parseServerAddress(input).ok, input).toBe(false)
    }
  })
})

describe('checkServer', () => {
  test('a Pathshala API with its database answers its health call', async () => {
    const api = fakeApi({
      'GET /api/v1/health': () => json(200, { success: true, status: 'ok', database: true }),
    })
    expect(await checkServer('127.0.0.1:3333/', api.send)).toEqual({
      ok: true,
      origin: 'http://127.0.0.1:3333',
    })
    expect(api.calls[0]).toMatchObject({
      url: 'http://127.0.0.1:3333/api/v1/health',
      method: 'GET',
    })
  })

  test('a server without its database is not ready', async () => {
    const api = fakeApi({
      'GET /api/v1/health': () =>
        json(503, { success: false, status: 'unavailable', database: false }),
    })
    expect(await checkServer('http://127.0.0.1:3333', api.send)).toMatchObject({
      ok: false,
      status: 503,
      message:
        'http://127.0.0.1:3333 answered, but its database is not available. Try again shortly.',
    })
  })

  test('some other web server is not taken for Pathshala', async () => {
    const html = vi.fn(async () => new Response('<html>router login</html>', { status: 200 }))
    expect(await checkServer('https://192.168.1.1', html as unknown as typeof fetch)).toMatchObject(
      {
        ok: false,
        message: 'https://192.168.1.1 answered, but it is not a Pathshala server.',
      }
    )
    const api = fakeApi({})
    expect(await checkServer('https://192.168.1.1', api.send)).toMatchObject({
      ok: false,
      status: 502,
    })
  })

  test('nothing listening: a message that says so', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    expect(await checkServer('http://127.0.0.1:1', refused as unknown as typeof fetch)).toEqual({
      ok: false,
      status: 0,
      message:
        'No answer from http://127.0.0.1:1. Check the address and that the server is running.',
      errors: [],
    })
  })

  test('a server that never answers is given up on after 8 s', async () => {
    vi.useFakeTimers()
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const silent = vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch
    const checking = checkServer('https://pathshala.example.com', silent)
    await vi.advanceTimersByTimeAsync(HEALTH_TIMEOUT_MS)
    expect(await checking).toMatchObject({
      ok: false,
      status: 0,
      message:
        'No answer from https://pathshala.example.com. Check the address and that the server is running.',
    })
  })

  test('a malformed address is refused before anything is sent', async () => {
    const api = fakeApi({})
    expect(await checkServer('https://example.com/admin', api.send)).toMatchObject({
      ok: false,
      status: 400,
    })
    expect(await checkServer('http://192.168.1.1', api.send)).toEqual({
      ok: false,
      status: 400,
      message: HTTPS_REQUIRED_MESSAGE,
      errors: [],
    })
    expect(api.calls).toHaveLength(0)
  })
})

describe('parseMediaOrigin', () => {
  test('takes a plain https origin, or http on this computer', () => {
    for (const origin of [
      'https://cdn.example.net',
      'https://cdn.example.net:8443',
      'https://res.cloudinary.com',
      'http://127.0.0.1:3333',
      'http://localhost:8080',
      'http://[::1]:3333',
    ]) {
      expect(parseMediaOrigin(origin), origin).toBe(origin)
    }
  })

  test('refuses anything else a server could send', () => {
    for (const value of [
      undefined,
      null,
      42,
      { origin: 'https://cdn.example.net' },
      '',
      '*',
      'https:',
      'https://*',
      'https://*.example.net',
      'http://cdn.example.net',
      'ftp://cdn.example.net',
      'https://cdn.example.net/',
      'https://cdn.example.net/pathshala',
      'https://cdn.example.net?x=1',
      'https://user:pass@cdn.example.net',
      'https://cdn.example.net https://evil.example',
      'https://cdn.example.net;script-src',
      'https://cdn.example.net:443',
      'https://CDN.example.net',
      'cdn.example.net',
      `https://${'a'.repeat(300)}.example.net`,
    ]) {
      expect(parseMediaOrigin(value), String(value)).toBeNull()
    }
  })
})

describe('fetchMediaOrigin', () => {
  const config = (data: Record<string, unknown>) => () =>
    json(200, { success: true, message: 'OK', data: { appName: 'Pathshala', ...data } })

  test('reads mediaOrigin from the server’s public config', async () => {
    const api = fakeApi({
      'GET /api/v1/config': config({ mediaOrigin: 'https://cdn.example.net' }),
    })
    expect(await fetchMediaOrigin('https://pathshala.example.com', api.send)).toBe(
      'https://cdn.example.net'
    )
    expect(api.calls).toMatchObject([
      { url: 'https://pathshala.example.com/api/v1/config', method: 'GET' },
    ])
  })

  test('null when the server names none (an older API) or nothing usable', async () => {
    for (const data of [{}, { mediaOrigin: 'https://*.example.net' }, { mediaOrigin: null }]) {
      const api = fakeApi({ 'GET /api/v1/config': config(data) })
      expect(await fetchMediaOrigin('https://pathshala.example.com', api.send)).toBeNull()
    }
  })

  test('undefined when the server does not answer, or not well', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    expect(await fetchMediaOrigin('https://pathshala.example.com', refused)).toBeUndefined()
    const failing = fakeApi({ 'GET /api/v1/config': () => json(503, { success: false }) })
    expect(await fetchMediaOrigin('https://pathshala.example.com', failing.send)).toBeUndefined()

    vi.useFakeTimers()
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const silent = vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch
    const asking = fetchMediaOrigin('https://pathshala.example.com', silent)
    await vi.advanceTimersByTimeAsync(MEDIA_ORIGIN_TIMEOUT_MS)
    expect(await asking).toBeUndefined()
  })
})
