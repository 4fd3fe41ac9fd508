import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, SIGNED_OUT } from '../test/fake-api.ts'
import {
  categoriesAnswer,
  category,
  courseCard,
  courseDetail,
  courseListAnswer,
} from '../test/catalogue-fixtures.ts'
import { listAnswer, storeItem } from '../features/store/test/store-fixtures.ts'
import { renderedSearch, renderFirstVisit, storedChoices } from './render-first-visit.tsx'

const API = 'http://127.0.0.1:3333'
const CONFIG = {
  status: 200,
  body: { success: true, message: 'OK', data: { appName: 'Pathshala' } },
}
const NO_VIEW = { 'pathshala-store-view': null }

afterEach(() => vi.unstubAllGlobals())

describe("the server's render of a listing's first visit", () => {
  it('asks the API it is given and renders the store with the answers, as a visitor', async () => {
    const calls = fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'POST /store/getAllBooks': listAnswer([storeItem({ title: 'Ethics Test Series' })]),
    })
    const urls: string[] = []
    const answer = globalThis.fetch
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(input))
      return answer(input, init)
    })
    const page = await renderFirstVisit('/home/store', {
      apiOrigin: API,
      search: '',
      storage: NO_VIEW,
    })

    expect(page).not.toBeNull()
    expect(page!.markup).toContain('Ethics Test Series')
    expect(page!.markup).toContain('Educational Store')
    expect(page!.markup).toContain('book-results--grid')
    expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /config',
      'POST /auth/validate',
      'POST /store/getAllBooks',
    ])
    expect(urls).toHaveLength(3)
    for (const url of urls) expect(url.startsWith(`${API}/api/v1/`)).toBe(true)
    // the session is shown as a visitor's, then asked again once hydrated
    const queries = page!.state.queries
    const session = queries.find((query) => query.queryKey[0] === 'current-user')!
    expect(session).toEqual({ queryKey: ['current-user'], data: null, updatedAt: 0 })
    const books = queries.find((query) => query.queryKey[0] === 'store')!
    expect(books.updatedAt).toBeGreaterThan(0)
    expect(books.data).toMatchObject({ books: [{ title: 'Ethics Test Series' }] })
    expect(page!.state.storage).toEqual(NO_VIEW)
  })

  it("renders the view the visitor's storage holds", async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'POST /store/getAllBooks': listAnswer([storeItem()]),
    })
    const storage = { 'pathshala-store-view': JSON.stringify('list') }
    const page = await renderFirstVisit('/home/store', { apiOrigin: API, search: '', storage })
    expect(page!.markup).toContain('book-results--list')
    expect(page!.state.storage).toEqual(storage)
  })

  it("loads a phone's first row first, whatever the window: one picture, then the rest lazily", async () => {
    const pictures = [1, 2, 3, 4, 5].map((n) =>
      storeItem({ _id: `book-${n}`, thumbnailUrl: `/api/v1/media/image/pathshala/books/b${n}.png` })
    )
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'POST /store/getAllBooks': listAnswer(pictures),
    })
    // the API's process has no window to measure
    vi.stubGlobal('window', undefined)
    const page = await renderFirstVisit('/home/store', {
      apiOrigin: API,
      search: '',
      storage: NO_VIEW,
    })
    const images = page!.markup.match(/<img [^>]*>/g)!
    expect(images).toHaveLength(5)
    expect(images[0]).toContain('fetchPriority="high"')
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"')
  })

  it('renders explore with its courses, total and categories', async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'GET /courses/showAllCategories': categoriesAnswer([category('c1', 'Prelims')]),
      'POST /courses/getAllCourses': listAnswerOfCourses,
    })
    const page = await renderFirstVisit('/home/explore', {
      apiOrigin: API,
      search: '',
      storage: {},
    })
    expect(page!.markup).toContain('Indian Polity Foundation')
    expect(page!.markup).toContain('Prelims')
  })

  it('answers null when an answer the page needs failed, for the browser to render it', async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'POST /store/getAllBooks': { status: 500, body: { success: false, message: 'Down' } },
    })
    expect(
      await renderFirstVisit('/home/store', { apiOrigin: API, search: '', storage: NO_VIEW })
    ).toBeNull()
  })

  it('renders a course with its id, as a visitor sees it', async () => {
    const calls = fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'POST /courses/getACourse': {
        status: 200,
        body: {
          success: true,
          message: 'Course fetched successfully',
          ...courseDetail({ _id: 'c-42' }),
        },
      },
    })
    const page = await renderFirstVisit('/home/course', {
      apiOrigin: API,
      search: '?id=c-42',
      storage: {},
    })
    expect(page!.markup).toContain(courseDetail().courseName)
    expect(calls.find((call) => call.path === '/courses/getACourse')!.body).toEqual({
      courseId: 'c-42',
    })
  })

  it('refuses a page or an address it does not render', async () => {
    await expect(
      renderFirstVisit('/home/enrolled', { apiOrigin: API, search: '', storage: {} })
    ).rejects.toThrow()
    await expect(
      renderFirstVisit('/home/store', { apiOrigin: API, search: '?page=2', storage: {} })
    ).rejects.toThrow()
  })
})

describe('the addresses rendered on a first visit', () => {
  it('are the listings without a query and a course with its id alone', () => {
    expect(renderedSearch('/home/store', '')).toBe('')
    expect(renderedSearch('/home/explore', '?')).toBe('')
    expect(renderedSearch('/home/store', '?page=2')).toBeNull()
    expect(renderedSearch('/home/course', '?id=c-42')).toBe('?id=c-42')
    expect(renderedSearch('/home/course', 'id=c-42')).toBe('?id=c-42')
    expect(renderedSearch('/home/course', '?id=c-42&ref=mail')).toBeNull()
    expect(renderedSearch('/home/course', '?id=%3Cscript%3E')).toBeNull()
    expect(renderedSearch('/home/course', '')).toBeNull()
    expect(renderedSearch('/home/enrolled', '')).toBeNull()
  })
})

describe("a listing's stored choices, from the visitor's cookies", () => {
  it('are its view when the cookie holds one, else none', () => {
    const cookies = (values: Record<string, string>) => (name: string) => values[name]
    expect(storedChoices('/home/store', cookies({ 'pathshala-store-view': 'list' }))).toEqual({
      'pathshala-store-view': '"list"',
    })
    expect(storedChoices('/home/explore', cookies({ 'pathshala-catalogue-view': 'grid' }))).toEqual(
      {
        'pathshala-catalogue-view': '"grid"',
      }
    )
    expect(storedChoices('/home/store', cookies({ 'pathshala-store-view': 'tiles' }))).toEqual(
      NO_VIEW
    )
    expect(storedChoices('/home/course', cookies({}))).toEqual({})
  })
})

function listAnswerOfCourses() {
  return courseListAnswer([courseCard({ courseName: 'Indian Polity Foundation' })])
}
