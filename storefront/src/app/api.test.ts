import { describe, expect, it } from 'vitest'
import { api } from './api.ts'

describe('the storefront API client', () => {
  it('carries no table of calls, so no staff route is in the storefront’s scripts', () => {
    // each call names its route where it is made (typed by the API's contract); the client
    // itself is one sender per method
    expect(Object.keys(api).sort()).toEqual(
      ['delete', 'download', 'fetch', 'get', 'patch', 'post', 'put', 'url'].sort()
    )
  })
})
