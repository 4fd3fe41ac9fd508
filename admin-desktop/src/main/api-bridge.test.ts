import { afterEach, describe, expect, test, vi } from 'vitest'
import { NO_ANSWER_MESSAGE } from './answer-timeout.ts'
import { API_CALL_TIMEOUT_MS, sendForRenderer, type BridgeContext } from './api-bridge.ts'
import { fakeApi, json } from './testing/fake-api.ts'

const SERVER = 'https://pathshala.example.com'

function context(send: typeof fetch, overrides: Partial<BridgeContext> = {}): BridgeContext {
  return {
    serverOrigin: SERVER,
    token: 'secret-token',
    send,
    onUnauthorized: vi.fn(),
    ...overrides,
  }
}

describe('sendForRenderer', () => {
  test("adds the bearer token to the renderer's call and hands the answer back", async () => {
    const api = fakeApi({
      'POST /api/v1/courses/getAllCourses': () =>
        json(
          200,
          { success: true, data: [] },
          { 'X-Total-Count': '0', 'Set-Cookie': 'adonis-session=x' }
        ),
    })
    const answer = await sendForRenderer(
      {
        url: `${SERVER}/api/v1/courses/getAllCourses`,
        method: 'post',
        headers: {
          'Content-Type': 'application/json',
          'Authorization': 'Bearer forged',
          'Cookie': 'a=b',
        },
        body: '{"page":1}',
      },
      context(api.send)
    )
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      body: '{"page":1}',
      headers: { 'authorization': 'Bearer secret-token', 'content-type': 'application/json' },
    })
    expect(api.calls[0]!.headers).not.toHaveProperty('cookie')
    expect(answer).toMatchObject({ status: 200, body: '{"success":true,"data":[]}' })
    const headers = new Map('headers' in answer ? answer.headers : [])
    expect(headers.get('x-total-count')).toBe('0')
    expect(headers.has('set-cookie')).toBe(false)
  })

  test("passes a write's Idempotency-Key on to the server", async () => {
    const api = fakeApi({
      'POST /api/v1/courses/addSection': () => json(200, { success: true }),
    })
    await sendForRenderer(
      {
        url: `${SERVER}/api/v1/courses/addSection`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'wizard:42' },
        body: '{}',
      },
      context(api.send)
    )
    expect(api.calls[0]!.headers).toMatchObject({ 'idempotency-key': 'wizard:42' })
  })

  test('sends nowhere but the configured server’s API', async () => {
    const api = fakeApi({})
    for (const url of [
      'https://evil.example.com/api/v1/courses',
      `${SERVER}/admin/`,
      `${SERVER.replace('https', 'http')}/api/v1/health`,
      'not a url',
    ]) {
      const answer = await sendForRenderer(
        { url, method: 'GET', headers: {}, body: null },
        context(api.send)
      )
      expect(answer, url).toMatchObject({ ok: false })
    }
    expect(api.calls).toHaveLength(0)
  })

  test('sign-in calls go through the auth channels only (a token must not reach the page)', async () => {
    const api = fakeApi({})
    for (const path of [
      'auth/tokens',
      'auth/tokens/current',
      'auth/login',
      'auth/logout',
      'auth/google',
    ]) {
      const answer = await sendForRenderer(
        { url: `${SERVER}/api/v1/${path}`, method: 'POST', headers: {}, body: '{}' },
        context(api.send)
      )
      expect(answer, path).toMatchObject({ ok: false, status: 403 })
    }
    expect(api.calls).toHaveLength(0)
  })

  test('a 401 tells main the token is no longer good', async () => {
    const api = fakeApi({
      'POST /api/v1/auth/validate': () => json(401, { success: false, message: 'Unauthorized' }),
    })
    const ctx = context(api.send)
    const answer = await sendForRenderer(
      { url: `${SERVER}/api/v1/auth/validate`, method: 'POST', headers: {}, body: '{}' },
      ctx
    )
    expect(answer).toMatchObject({ status: 401 })
    expect(ctx.onUnauthorized).toHaveBeenCalled()
  })

  test('no server, no answer: refusals the client reads as errors', async () => {
    const api = fakeApi({})
    expect(
      await sendForRenderer(
        { url: `${SERVER}/api/v1/health`, method: 'GET', headers: {}, body: null },
        context(api.send, { serverOrigin: null })
      )
    ).toMatchObject({ ok: false, status: 400 })

    const down = vi.fn(async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    expect(
      await sendForRenderer(
        { url: `${SERVER}/api/v1/health`, method: 'GET', headers: {}, body: null },
        context(down)
      )
    ).toMatchObject({ ok: false, status: 0 })
  })

  describe('a server that does not answer', () => {
    afterEach(() => vi.useRealTimers())

    test('the call is given up after a minute with a clear message', async () => {
      vi.useFakeTimers()
      const silent = vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch
      const sending = sendForRenderer(
        { url: `${SERVER}/api/v1/health`, method: 'GET', headers: {}, body: null },
        context(silent)
      )
      await vi.advanceTimersByTimeAsync(API_CALL_TIMEOUT_MS)
      expect(await sending).toEqual({
        ok: false,
        status: 0,
        message: NO_ANSWER_MESSAGE,
        errors: [],
      })
      expect(API_CALL_TIMEOUT_MS).toBe(60_000)
    })
  })

  test('redirects are not followed (they would carry the token elsewhere)', async () => {
    const api = fakeApi({
      'GET /api/v1/health': () =>
        new Response(null, { status: 302, headers: { Location: 'https://evil.example.com/' } }),
    })
    const answer = await sendForRenderer(
      { url: `${SERVER}/api/v1/health`, method: 'GET', headers: {}, body: null },
      context(api.send)
    )
    expect(answer).toMatchObject({ status: 302 })
    expect(api.send).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ redirect: 'manual', credentials: 'omit' })
    )
  })
})
