import { afterEach, describe, expect, it, vi } from 'vitest'
import { readCookie } from '../src/api/cookies.ts'
import { buildQueryString } from '../src/api/query.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('buildQueryString', () => {
  it('is empty without values', () => {
    expect(buildQueryString(undefined)).toBe('')
    expect(buildQueryString({})).toBe('')
    expect(buildQueryString({ a: '', b: null, c: undefined })).toBe('')
  })

  it('encodes values and keeps false and 0', () => {
    expect(buildQueryString({ search: 'a&b c', page: 0, adminView: false })).toBe(
      '?search=a%26b+c&page=0&adminView=false'
    )
  })
})

describe('readCookie', () => {
  it('returns null outside a browser', () => {
    expect(readCookie('XSRF-TOKEN')).toBeNull()
  })

  it('finds a cookie by exact name and decodes it', () => {
    vi.stubGlobal('document', { cookie: 'MY-XSRF-TOKEN=wrong; XSRF-TOKEN=a%2Fb%3D' })
    expect(readCookie('XSRF-TOKEN')).toBe('a/b=')
    expect(readCookie('missing')).toBeNull()
  })

  it('returns a value that is not valid URI encoding as it is', () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=100%' })
    expect(readCookie('XSRF-TOKEN')).toBe('100%')
  })
})
