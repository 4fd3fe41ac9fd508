import { describe, expect, test, vi } from 'vitest'
import { checkServer, parseServerAddress } from './server-address.ts'
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
    expect(parseServerAddress('192.168.1.20:3333')).toEqual({
      ok: true,
      origin: 'http://192.168.1.20:3333',
    })
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
    expect(await checkServer('http://192.168.1.1', html as unknown as typeof fetch)).toMatchObject({
      ok: false,
      message: 'http://192.168.1.1 answered, but it is not a Pathshala server.',
    })
    const api = fakeApi({})
    expect(await checkServer('http://192.168.1.1', api.send)).toMatchObject({
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

  test('a malformed address is refused before anything is sent', async () => {
    const api = fakeApi({})
    expect(await checkServer('https://example.com/admin', api.send)).toMatchObject({
      ok: false,
      status: 400,
    })
    expect(api.calls).toHaveLength(0)
  })
})
