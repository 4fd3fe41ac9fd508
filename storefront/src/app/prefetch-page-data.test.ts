import 'react-dom/client'
import { createElement } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ViewMode } from '@pathshala/ui'
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
import type { StoreItem } from '../features/store/api/store-types.ts'
import { STORE_FILTERS_IN_URL } from '../features/store/api/store-filters.ts'
import { BookResults } from '../features/store/components/BookResults.tsx'
import { storeViewAtom } from '../features/store/atoms/store-view.ts'
import { CourseResults } from '../features/catalogue/components/CourseResults.tsx'
import { CourseThumbnail } from '../features/catalogue/components/CourseThumbnail.tsx'
import { firstRenderReady, startPageData } from './prefetch-page-data.ts'

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

  it('a course address without an id or a page without data of its own asks for nothing', async () => {
    const calls = fakeApi({ 'POST /auth/validate': SIGNED_OUT })
    await prefetchPageData(client(), at('/home/course'))
    await prefetchPageData(client(), at('/home/user'))
    expect(paths(calls).filter((path) => path !== 'POST /auth/validate')).toEqual([])
  })

  it('a failed session check caches nothing under a viewer: the page asks again itself', async () => {
    fakeApi({
      'POST /auth/validate': { status: 500, body: { success: false } },
      'POST /courses/getAllCourses': courseListAnswer([courseCard()]),
    })
    const queryClient = client()
    await prefetchPageData(queryClient, at('/home/explore'))
    const lists = queryClient.getQueryCache().findAll({ queryKey: ['catalogue', 'courses'] })
    expect(lists.filter((query) => query.state.data !== undefined)).toEqual([])
  })

  it("the page's requests leave at once, without waiting for the session check's answer", async () => {
    let answerSession: (response: Response) => void = () => {}
    const asked: string[] = []
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '')
      asked.push(path)
      if (path === '/auth/validate')
        return new Promise<Response>((resolve) => (answerSession = resolve))
      return Promise.resolve(jsonResponse(listAnswer([storeItem()]).body))
    })
    const queryClient = client()
    const started = await startPageData(queryClient, at('/home/store'))
    await vi.waitFor(() => expect(asked).toContain('/store/getAllBooks'))

    // the session answers later: the page is cached under the key of the viewer it names
    answerSession(jsonResponse(signedInAs().body))
    await started.done
    const filters = STORE_FILTERS_IN_URL.parse(new URLSearchParams(''))
    expect(
      queryClient.getQueryData(booksQuery(filters, learner()._id).queryKey)?.books
    ).toHaveLength(1)
  })
})

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
}

describe('when the first render may start', () => {
  it("once the page's data has settled, when it answers promptly", async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'POST /store/getAllBooks': listAnswer([storeItem()]),
    })
    const queryClient = client()
    await firstRenderReady(queryClient, at('/home/store'), 60_000)
    const filters = STORE_FILTERS_IN_URL.parse(new URLSearchParams(''))
    expect(queryClient.getQueryData(booksQuery(filters, null).queryKey)?.books).toHaveLength(1)
  })

  it('no later than the wait after the requests left, when the data is slow', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}))
    const started = Date.now()
    await firstRenderReady(client(), at('/home/store'), 50)
    expect(Date.now() - started).toBeLessThan(1000)
  })
})

// React adds a preload once per document: each test has pictures of its own
const picture = (n: number, kind = 'cover') =>
  `http://localhost/api/v1/media/image/pathshala/${kind}-${n}.png`

/** The image preloads in the document: what a card's <img> must ask for the same way. */
function imagePreloads() {
  return [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    srcset: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
    priority: link.getAttribute('fetchpriority'),
  }))
}

/**
 * What the card's <img> asks for, in the preload's terms: a preload with a srcset has no href
 * (React leaves it out, so a browser without srcset support downloads nothing extra).
 */
function asPreload(image: HTMLImageElement) {
  return {
    href: image.getAttribute('srcset') ? null : image.getAttribute('src'),
    srcset: image.getAttribute('srcset'),
    sizes: image.getAttribute('sizes'),
    priority: image.getAttribute('fetchpriority'),
  }
}

describe("a listing's first-row pictures download while the page renders", () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove()
    getDefaultStore().set(storeViewAtom, 'grid')
  })

  /** Cards read the public config (prices with or without GST) through TanStack Query. */
  const withQueries = (element: ReturnType<typeof createElement>) =>
    createElement(QueryClientProvider, { client: new QueryClient() }, element)

  /** The first card's <img> as the store's listing renders it in `view`. */
  const storeCardImage = (book: StoreItem, view: ViewMode) =>
    render(
      withQueries(
        createElement(BookResults, {
          books: [book],
          skeletonCount: 0,
          view,
          user: null,
          busyBookId: null,
          onDetails: () => {},
          onAction: () => {},
        })
      )
    ).container.querySelector('img')!

  it('store: the first row’s covers, asked for exactly as their cards ask', async () => {
    const items = [1, 2, 3, 4].map((n) =>
      storeItem({ _id: `book-${n}`, thumbnailUrl: n === 2 ? null : picture(n) })
    )
    fakeApi({ 'POST /auth/validate': SIGNED_OUT, 'POST /store/getAllBooks': listAnswer(items) })
    await prefetchPageData(client(), at('/home/store'))

    const card = asPreload(storeCardImage(items[0], 'grid'))
    expect(card.srcset).toContain('cover-1-w320.webp 320w')
    expect(card.sizes).toContain('277px')
    // the third card is the first row's last; the second has no cover; the fourth is below
    expect(imagePreloads()).toEqual([card, { ...card, ...sameAs(card, 1, 3) }])
  })

  it('store: in the list a learner chose, with the sizes of the list’s pictures', async () => {
    getDefaultStore().set(storeViewAtom, 'list')
    const items = [storeItem({ _id: 'book-list', thumbnailUrl: picture(9) })]
    fakeApi({ 'POST /auth/validate': SIGNED_OUT, 'POST /store/getAllBooks': listAnswer(items) })
    await prefetchPageData(client(), at('/home/store'))

    const card = asPreload(storeCardImage(items[0], 'list'))
    expect(card.sizes).toContain('240px')
    expect(imagePreloads()).toEqual([card])
  })

  it.each([
    [375, 1],
    [1280, 4],
  ])('store: in a window %i px wide, the %i cover(s) of its first row', async (width, count) => {
    vi.stubGlobal('innerWidth', width)
    const items = [1, 2, 3, 4, 5].map((n) =>
      storeItem({ _id: `book-${width}-${n}`, thumbnailUrl: picture(width * 10 + n) })
    )
    fakeApi({ 'POST /auth/validate': SIGNED_OUT, 'POST /store/getAllBooks': listAnswer(items) })
    await prefetchPageData(client(), at('/home/store'))

    expect(imagePreloads().map((preload) => preload.srcset)).toEqual(
      items
        .slice(0, count)
        .map((item) => expect.stringContaining(`${item.thumbnailUrl!.slice(0, -4)}-w`))
    )
  })

  it('explore: the first row’s course pictures, asked for exactly as their cards ask', async () => {
    const courses = [1, 2, 3, 4].map((n) =>
      courseCard({ _id: `course-${n}`, thumbnail: picture(n, 'course') })
    )
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /courses/showAllCategories': { body: { success: true, data: [] } },
      'POST /courses/getAllCourses': courseListAnswer(courses),
    })
    await prefetchPageData(client(), at('/home/explore'))

    const { container } = render(
      withQueries(
        createElement(
          MemoryRouter,
          null,
          createElement(CourseResults, {
            courses: courses.slice(0, 1),
            loading: false,
            error: null,
            skeletonCount: 0,
            layout: 'grid',
            userId: null,
            onClearFilters: () => {},
            onRetry: () => {},
          })
        )
      )
    )
    const card = asPreload(container.querySelector('img')!)
    expect(card.sizes).toContain('277px')
    expect(imagePreloads()).toEqual(
      [1, 2, 3].map((n) => ({ ...card, ...sameAs(card, 1, n, 'course') }))
    )
  })

  it('a course: its card’s picture, asked for exactly as the card asks', async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'POST /courses/getACourse': {
        body: { success: true, _id: 'course-5', thumbnail: picture(5, 'hero') },
      },
    })
    await prefetchPageData(client(), at('/home/course?id=course-5'))

    const { container } = render(
      createElement(CourseThumbnail, { src: picture(5, 'hero'), eager: true })
    )
    expect(imagePreloads()).toEqual([asPreload(container.querySelector('img')!)])
  })

  it('a failed listing preloads nothing', async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'POST /store/getAllBooks': { status: 500, body: { success: false } },
    })
    await prefetchPageData(client(), at('/home/store'))
    expect(imagePreloads()).toEqual([])
  })
})

/** The card's request for picture `from`, made for picture `to` instead. */
function sameAs(card: ReturnType<typeof asPreload>, from: number, to: number, kind = 'cover') {
  const swap = (text: string | null) => text?.replaceAll(`${kind}-${from}`, `${kind}-${to}`) ?? null
  return { href: swap(card.href), srcset: swap(card.srcset) }
}
