import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { NoAnswerError, withAnswerTimeout } from './answer-timeout.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('withAnswerTimeout', () => {
  test('a server that never answers: the call is aborted and rejects with NoAnswerError', async () => {
    let signal: AbortSignal | undefined
    const silent = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined
      return new Promise<Response>(() => {})
    })
    const call = withAnswerTimeout(silent as typeof fetch, 15_000)('https://api.test/x')
    const outcome = expect(call).rejects.toBeInstanceOf(NoAnswerError)
    await vi.advanceTimersByTimeAsync(14_999)
    expect(signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await outcome
    expect(signal?.aborted).toBe(true)
  })

  test('headers in time but a body that never ends count as no answer too', async () => {
    const stalled = vi.fn(
      async () => new Response(new ReadableStream({ start: () => {} }), { status: 200 })
    )
    const call = withAnswerTimeout(stalled as typeof fetch, 1000)('https://api.test/x')
    const outcome = expect(call).rejects.toBeInstanceOf(NoAnswerError)
    await vi.advanceTimersByTimeAsync(1000)
    await outcome
  })

  test('an answer in time is handed on whole, with its status and headers', async () => {
    const send = vi.fn(
      async () =>
        new Response('{"a":1}', { status: 201, headers: { 'content-type': 'application/json' } })
    )
    const response = await withAnswerTimeout(send as typeof fetch, 1000)('https://api.test/x', {
      method: 'POST',
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual({ a: 1 })
    expect(vi.getTimerCount()).toBe(0)
    const empty = vi.fn(async () => new Response(null, { status: 204 }))
    const noContent = await withAnswerTimeout(empty as typeof fetch, 1000)('https://api.test/y')
    expect(noContent.status).toBe(204)
  })
})
