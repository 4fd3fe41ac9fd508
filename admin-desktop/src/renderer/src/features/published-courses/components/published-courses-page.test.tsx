import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { CourseCard } from '../api/published-course-types.ts'
import type { Category } from '../../categories/index.ts'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { answerApi, type FakeApiRoutes } from '../../../test/fake-api.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'

const SERVER = 'http://127.0.0.1:3333'
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

const POLITY = '11111111-1111-4111-8111-111111111111'
const HISTORY = '22222222-2222-4222-8222-222222222222'

function category(_id: string, name: string): Category {
  return { _id, name, description: '', courseCount: 3, createdAt: '2026-01-01T00:00:00.000Z' }
}

function card(overrides: Partial<CourseCard> = {}): CourseCard {
  return {
    _id: 'c1',
    courseName: 'Indian Polity',
    courseDescription: 'The Constitution',
    thumbnail: '',
    price: 1499.5,
    pricePaise: 149_950,
    isFree: false,
    category: { _id: POLITY, name: 'Polity' },
    instructor: null,
    tag: ['polity', 'prelims', 'mains', 'essay'],
    whatYouWillLearn: '',
    instructions: [],
    enrollments: 4,
    averageRating: 4.3,
    ratingCount: 12,
    totalDuration: 60,
    totalDurationText: '1m',
    studentsEnroled: [],
    status: 'published',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** getAllCourses answers `total` courses, 15 a page, as the server would. */
function open(path: string, total = 40, routes: FakeApiRoutes = {}) {
  window.history.replaceState(null, '', path)
  const bridge = fakeBridge({ user: testUser() })
  answerApi(bridge, {
    '/courses/showAllCategories': () => ({
      body: {
        success: true,
        message: 'ok',
        data: [category(HISTORY, 'History'), category(POLITY, 'Polity')],
        totalCategories: 2,
        totalPages: 1,
        currentPage: 1,
      },
    }),
    '/courses/getAllCourses': () => {
      const body = lastListBody(bridge)
      const page = body.page ?? 1
      const count = Math.max(0, Math.min(15, total - (page - 1) * 15))
      return {
        body: {
          success: true,
          message: 'ok',
          data: Array.from({ length: count }, (_, index) =>
            card({ _id: `c${page}-${index}`, courseName: `Course ${page}.${index + 1}` })
          ),
          totalPages: Math.ceil(total / 15),
          currentPage: page,
          totalCourses: total,
          limit: 15,
        },
      }
    },
    ...routes,
  })
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  return bridge
}

type Bridge = ReturnType<typeof fakeBridge>

function listBodies(bridge: Bridge) {
  return bridge.api.send.mock.calls
    .map((call) => (call as unknown[])[0] as { url: string; body: string | null })
    .filter((request) => new URL(request.url).pathname === '/api/v1/courses/getAllCourses')
    .map(
      (request) =>
        JSON.parse(request.body ?? '{}') as {
          page?: number
          limit?: number
          categoryIds?: string[]
          search?: string
        }
    )
}
const lastListBody = (bridge: Bridge) => listBodies(bridge).at(-1) ?? {}

afterEach(() => window.history.replaceState(null, '', '/'))

describe('published courses', () => {
  test('cards show 3 tags, the real rating, the price in rupees and lead to Inspect', async () => {
    open('/course/published', 1)
    const course = await screen.findByRole('article', { name: 'Course 1.1' }, SLOW)
    expect(
      within(course)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent)
    ).toEqual(['polity', 'prelims', 'mains'])
    expect(
      within(course).getByRole('img', { name: 'Rated 4.3 out of 5 from 12 ratings' })
    ).toBeVisible()
    expect(within(course).getByText('₹1,499.50')).toBeVisible()
    expect(within(course).getByRole('link', { name: 'Inspect' })).toHaveAttribute(
      'href',
      '/course/published/Course%201.1?id=c1-0'
    )
  })

  test('15 a page: Previous and Next with Page X of Y, off at the ends', async () => {
    const bridge = open('/course/published', 40)
    await screen.findByText('Page 1 of 3', {}, SLOW)
    expect(lastListBody(bridge)).toEqual({ page: 1, limit: 15 })
    const previous = screen.getByRole('button', { name: 'Previous' })
    const next = screen.getByRole('button', { name: 'Next' })
    expect(previous).toBeDisabled()
    expect(screen.getAllByRole('article')).toHaveLength(15)

    await userEvent.click(next)
    await screen.findByText('Page 2 of 3')
    expect(lastListBody(bridge).page).toBe(2)
    expect(previous).toBeEnabled()
    await userEvent.click(next)
    await screen.findByText('Page 3 of 3')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10))
    expect(next).toBeDisabled()
    expect(window.location.search).toBe('?page=3')
  })

  test('the Categories filter: a category removes All, All clears them, each resets the page', async () => {
    const bridge = open('/course/published?page=2', 40)
    await screen.findByText('Page 2 of 3', {}, SLOW)
    const filter = screen.getByLabelText('Categories')
    expect(filter).toHaveTextContent('All')

    await userEvent.click(filter)
    const all = await screen.findByRole('checkbox', { name: 'All' })
    expect(all).toBeChecked()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Polity' }))
    await waitFor(() =>
      expect(lastListBody(bridge)).toEqual({ page: 1, limit: 15, categoryIds: [POLITY] })
    )
    expect(screen.getByRole('checkbox', { name: 'All' })).not.toBeChecked()
    expect(filter).toHaveTextContent('Polity')

    await userEvent.click(screen.getByRole('checkbox', { name: 'History' }))
    await waitFor(() => expect(lastListBody(bridge).categoryIds).toEqual([POLITY, HISTORY]))
    expect(filter).toHaveTextContent('2 chosen')

    await userEvent.click(screen.getByRole('checkbox', { name: 'All' }))
    await waitFor(() => expect(lastListBody(bridge)).toEqual({ page: 1, limit: 15 }))
    expect(screen.getByRole('checkbox', { name: 'All' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Polity' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'History' })).not.toBeChecked()
  })

  test('search goes to the server and back to page 1; nothing found says so', async () => {
    const bridge = open('/course/published?page=2', 0)
    expect(await screen.findByText('No courses found', {}, SLOW)).toBeVisible()
    await userEvent.type(screen.getByRole('searchbox'), 'polity{Enter}')
    await waitFor(() =>
      expect(lastListBody(bridge)).toEqual({
        page: 1,
        limit: 15,
        search: 'polity',
        searchIn: 'name',
      })
    )
    expect(window.location.search).toBe('?search=polity')
  })

  test('says it is loading, then why nothing came', async () => {
    open('/course/published', 3, {
      '/courses/getAllCourses': () => ({
        status: 503,
        body: { success: false, message: 'The database is restarting' },
      }),
    })
    expect(await screen.findByText('Loading courses...', {}, SLOW)).toBeVisible()
    expect(await screen.findByText('The courses could not be loaded')).toBeVisible()
    expect(screen.getByText('The database is restarting')).toBeVisible()
  })
})
