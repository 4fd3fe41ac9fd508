import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeApi, SIGNED_OUT, type FakeRequest } from '../test/fake-api.ts'
import { courseCard, courseListAnswer } from '../test/catalogue-fixtures.ts'
import { learner, signedInAs } from '../test/users.ts'
import { listAnswer, storeItem } from '../features/store/test/store-fixtures.ts'
import { courseListQuery, courseQuery } from '../features/catalogue/api/catalogue-queries.ts'
import {
  courseListRequest,
  EXPLORE_FILTERS_IN_URL,
} from '../features/catalogue/lib/explore-filters.ts'
import { booksQuery } from '../features/store/api/books-query.ts'
import { STORE_FILTERS_IN_URL } from '../features/store/api/store-filters.ts'
import { startPageData } from './prefetch-page-data.ts'

const at = (path: string) => new URL(path, 'http://localhost') as unknown as Location
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })
/** Starts the page's requests and waits until they have settled. */
async function prefetchPageData(queryClient: QueryClient, location: Location) {
  const started = await startPageData(queryClient, location)
  await started.done
}
const paths = (calls: FakeRequest[]) => calls.map((call) => `${call.method} ${call.path}`)

describe('asking for a page’s first data before it renders', () => {
  it("explore: the address's page of courses, the total and the categories, under the page's keys", async () => {
    const calls = fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /courses/showAllCategories': { body: { success: true, data: [] } },
      'POST /courses/getAllCourses': courseListAnswer([courseCard()]),
    })
    const queryClient = client()
    await prefetchPageData(queryClient, at('/home/explore?search=polity&page=2&sort=price'))

    const pages = calls.filter((call) => call.path === '/courses/getAllCourses')
    expect(pages.map((call) => call.body)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ search: 'polity', page: 2, sortBy: 'price' }),
        { page: 1, limit: 1 },
      ])
    )
    expect(paths(calls)).toContain('GET /courses/showAllCategories')
    const filters = EXPLORE_FILTERS_IN_URL.parse(
      new URLSearchParams('search=polity&page=2&sort=price')
    )
    const cached = queryClient.getQueryData(
      courseListQuery(courseListRequest(filters), null).queryKey
    )
    expect(cached?.data).toHaveLength(1)
  })

  it("a signed-in learner's answers are kept under their id, as the page asks for them", async () => {
    fakeApi({
      'POST /auth/validate': signedInAs(learner({ _id: 'user-7' })),
      'GET /courses/showAllCategories': { body: { success: true, data: [] } },
      'POST /courses/getAllCourses': courseListAnswer([courseCard()]),
      'POST /courses/getACourse': { body: { success: true, _id: 'course-9' } },
    })
    const queryClient = client()
    await prefetchPageData(queryClient, at('/home/course?id=course-9'))
    expect(queryClient.getQueryData(courseQuery('course-9', 'user-7').queryKey)).toBeDefined()
    expect(queryClient.getQueryData(courseQuery('course-9', null).queryKey)).toBeUndefined()
  })

  it("store: the address's page of items", async () => {
    const calls = fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'POST /store/getAllBooks': listAnswer([storeItem()]),
    })
    const queryClient = client()
    await prefetchPageData(queryClient, at('/home/store?category=Notes&limit=24'))
    const filters = STORE_FILTERS_IN_URL.parse(new URLSearchParams('category=Notes&limit=24'))
    expect(queryClient.getQueryData(booksQuery(filters, null).queryKey)?.books).toHaveLength(1)
    const request = calls.find((call) => call.path === '/store/getAllBooks')
    expect(request?.query.get('type') ?? request?.query.get('category')).toBe('Notes')
  })

  it('a course address without an id, a page without data of its own, or a failed session check asks for nothing more', async () => {
    const calls = fakeApi({ 'POST /auth/validate': { status: 500, body: { success: false } } })
    await prefetchPageData(client(), at('/home/course'))
    await prefetchPageData(client(), at('/home/user'))
    await prefetchPageData(client(), at('/home/explore'))
    expect(paths(calls).filter((path) => path !== 'POST /auth/validate')).toEqual([
      'GET /courses/showAllCategories',
    ])
  })
})
