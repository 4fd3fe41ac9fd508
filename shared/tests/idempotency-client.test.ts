import { describe, expect, it } from 'vitest'
import {
  IDEMPOTENCY_KEY_HEADER,
  isIdempotencyKey,
  writeRequestOptions,
} from '../src/api/idempotency.ts'
import { setupClient } from './client-harness.ts'

const courseId = '6f1c2b7e-0a4d-4c1e-9b8a-1d2e3f4a5b6c'
const key = 'wizard:3f1c2b7e-0a4d-4c1e-9b8a-1d2e3f4a5b6c.1'

describe('idempotency keys on writes', () => {
  it('send the Idempotency-Key header on a write given one, beside the JSON body', async () => {
    const { client, calls } = setupClient()
    const options = { idempotencyKey: key }

    await client.post('/courses/addSection', {
      body: { sectionName: 'Basics', courseId },
      ...writeRequestOptions(options),
    })
    await client.post('/courses/createCategory', {
      body: { name: 'Polity' },
      ...writeRequestOptions(options),
    })

    expect(calls).toHaveLength(2)
    for (const call of calls) {
      expect(call.method).toBe('POST')
      expect(call.headers[IDEMPOTENCY_KEY_HEADER]).toBe(key)
      // the key does not replace the JSON body's header
      expect(call.headers['Content-Type']).toBe('application/json')
    }
  })

  it('send no header without a key, as before', async () => {
    const { client, calls } = setupClient()
    await client.post('/courses/addSection', { body: { sectionName: 'Basics', courseId } })
    await client.post('/courses/addSection', {
      body: { sectionName: 'Basics', courseId },
      ...writeRequestOptions({}),
    })
    await client.post('/courses/createCategory', { body: { name: 'Polity' } })

    for (const call of calls)
      expect(Object.keys(call.headers)).not.toContain(IDEMPOTENCY_KEY_HEADER)
  })

  it('keep the header on the one retry after a stale CSRF token', async () => {
    const { client, calls } = setupClient(
      { kind: 'cookie' },
      { status: 403, body: { success: false, message: 'x', code: 'E_BAD_CSRF_TOKEN' } },
      { status: 200, body: { success: true } }
    )
    await client.post('/courses/addSection', {
      body: { sectionName: 'Basics', courseId },
      ...writeRequestOptions({ idempotencyKey: key }),
    })

    expect(calls.map((call) => call.headers[IDEMPOTENCY_KEY_HEADER])).toEqual([key, key])
  })

  it('refuse a malformed key before anything is sent', async () => {
    const { client, calls } = setupClient()
    expect(() =>
      client.post('/courses/addSection', {
        body: { sectionName: 'B', courseId },
        ...writeRequestOptions({ idempotencyKey: '' }),
      })
    ).toThrow(TypeError)
    expect(() => writeRequestOptions({ idempotencyKey: 'has space' })).toThrow(TypeError)
    expect(() => writeRequestOptions({ idempotencyKey: 'k'.repeat(201) })).toThrow(TypeError)
    expect(calls).toHaveLength(0)
  })

  it('accept 1-200 characters of letters, digits and _ - : .', () => {
    expect(isIdempotencyKey('a')).toBe(true)
    expect(isIdempotencyKey('k'.repeat(200))).toBe(true)
    expect(isIdempotencyKey('A-z_0:9.')).toBe(true)
    expect(isIdempotencyKey('k'.repeat(201))).toBe(false)
    expect(isIdempotencyKey('é')).toBe(false)
    expect(isIdempotencyKey('a/b')).toBe(false)
  })
})
