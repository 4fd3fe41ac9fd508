import { describe, expect, it } from 'vitest'
import { recordFirstRequests } from './first-requests.ts'

const SESSION = [
  {
    method: 'POST',
    url: '/api/v1/auth/validate',
    headers: { 'accept': 'application/json', 'content-type': 'application/json' },
    body: '{}',
    credentials: 'include',
  },
  {
    method: 'GET',
    url: '/api/v1/config',
    headers: { accept: 'application/json' },
    credentials: 'include',
  },
]

describe('the first requests of a page the browser renders, as the build records them', () => {
  it("explore: the session's, then its first page of courses, the total and the categories", async () => {
    const requests = await recordFirstRequests('/home/explore')
    expect(requests.slice(0, 2)).toEqual(SESSION)
    expect(
      requests.slice(2).map(({ method, url, body }) => `${method} ${url} ${body ?? ''}`)
    ).toEqual([
      'GET /api/v1/courses/showAllCategories ',
      'POST /api/v1/courses/getAllCourses {"page":1,"limit":12,"sortBy":"createdAt","sortOrder":"desc"}',
      'POST /api/v1/courses/getAllCourses {"page":1,"limit":1}',
    ])
  })

  it("the store: the session's, then its first page", async () => {
    const requests = await recordFirstRequests('/home/store')
    expect(requests.slice(0, 2)).toEqual(SESSION)
    expect(requests.slice(2)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/v1/store/getAllBooks?page=1&limit=12&sort=createdAt&order=desc',
      }),
    ])
  })

  it('none for a course page, which asks for nothing of its own without a query', async () => {
    expect(await recordFirstRequests('/home/course')).toEqual([])
  })

  it('leaves fetch as it was', async () => {
    const before = globalThis.fetch
    await recordFirstRequests('/home/store')
    expect(globalThis.fetch).toBe(before)
  })
})
