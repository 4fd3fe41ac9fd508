import { afterEach, describe, expect, it, vi } from 'vitest'
import { createContractClient } from '../src/index.ts'
import type { TestRegistry } from './test-registry.ts'
import { createFakeFetch } from './fake-fetch.ts'

const STALE = { status: 403, body: { success: false, message: 'stale', code: 'E_BAD_CSRF_TOKEN' } }

afterEach(() => vi.unstubAllGlobals())

describe('a stale CSRF token', () => {
  it('is retried once with the fresh cookie the 403 answer set', async () => {
    const jar = { cookie: 'XSRF-TOKEN=old' }
    vi.stubGlobal('document', jar)
    const fake = createFakeFetch(STALE, { status: 401, body: { success: false, message: 'no' } })
    const original = fake.fetch
    let first = true
    const fetchThatRefreshesCookie = (async (...args: Parameters<typeof fetch>) => {
      const answer = await original(...args)
      if (first) jar.cookie = 'XSRF-TOKEN=fresh'
      first = false
      return answer
    }) as typeof fetch
    const refreshing = createContractClient<TestRegistry>({
      baseUrl: '/api/v1',
      auth: { kind: 'cookie' },
      fetch: fetchThatRefreshesCookie,
    })
    await expect(refreshing.post('/auth/validate', { body: {} })).rejects.toMatchObject({
      status: 401,
    })
    expect(fake.calls).toHaveLength(2)
    expect(fake.calls[0]!.headers['X-XSRF-TOKEN']).toBe('old')
    expect(fake.calls[1]!.headers['X-XSRF-TOKEN']).toBe('fresh')
  })

  it('is not retried twice, and other 403s are not retried at all', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' })
    const stale = createFakeFetch(STALE)
    const client = createContractClient<TestRegistry>({
      baseUrl: '/api/v1',
      auth: { kind: 'cookie' },
      fetch: stale.fetch,
    })
    await expect(client.post('/auth/logout', { body: {} })).rejects.toMatchObject({ status: 403 })
    expect(stale.calls).toHaveLength(2)

    const forbidden = createFakeFetch({
      status: 403,
      body: { success: false, message: 'Admins only' },
    })
    const other = createContractClient<TestRegistry>({
      baseUrl: '/api/v1',
      auth: { kind: 'cookie' },
      fetch: forbidden.fetch,
    })
    await expect(other.post('/auth/logout', { body: {} })).rejects.toMatchObject({
      status: 403,
      message: 'Admins only',
    })
    expect(forbidden.calls).toHaveLength(1)
  })

  it('is never retried in token mode', async () => {
    const stale = createFakeFetch(STALE)
    const client = createContractClient<TestRegistry>({
      baseUrl: '/api/v1',
      auth: { kind: 'token', getToken: () => 'abc' },
      fetch: stale.fetch,
    })
    await expect(client.post('/auth/validate', { body: {} })).rejects.toMatchObject({ status: 403 })
    expect(stale.calls).toHaveLength(1)
  })
})
