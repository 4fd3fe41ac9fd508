import { describe, expect, it } from 'vitest'
import { api } from './api.ts'

describe('the storefront API client', () => {
  it("holds the learner's calls only, so the staff's are not in the storefront's scripts", () => {
    expect(api).toHaveProperty('catalogue')
    expect(api).toHaveProperty('payments')
    expect(api).not.toHaveProperty('builder')
    expect(api).not.toHaveProperty('admin')
  })
})
