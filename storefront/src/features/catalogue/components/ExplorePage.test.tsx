import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi, SIGNED_OUT, type FakeRequest } from '../../../test/fake-api.ts'
import { LocationProbe, renderRoute } from '../../../test/render-route.tsx'
import { signedInAs } from '../../../test/users.ts'
import {
  categoriesAnswer,
  category,
  courseCard,
  courseListAnswer,
} from '../../../test/catalogue-fixtures.ts'
import ExplorePage from './ExplorePage.tsx'

const PRELIMS = '0dde31df-df45-41f2-a055-d787df559337'
const MAINS = 'ecc833e1-6c86-4a93-b652-c406527e7986'
const CATEGORIES = categoriesAnswer([
  category(MAINS, 'UPSC Mains', 3),
  category(PRELIMS, 'UPSC Prelims', 4),
])

const polity = courseCard()
const history = courseCard({ _id: 'course-2', courseName: 'Modern Indian History' })

/** The catalogue answers: the total (limit 1) apart from the filtered page. */
function catalogue(page: (request: FakeRequest) => { status: number; body: unknown }) {
  return (request: FakeRequest) => {
    const body = request.body as { limit?: number }
    return body.limit === 1 ? courseListAnswer([polity], { limit: 1, total: 12 }) : page(request)
  }
}

const pageCalls = (calls: FakeRequest[]) =>
  calls
    .filter((call) => call.path === '/courses/getAllCourses')
    .map((call) => call.body as Record<string, unknown>)
    .filter((body) => body.limit !== 1)

function renderExplore(at = '/home/explore') {
  return renderRoute(
    <>
      <ExplorePage />
      <LocationProbe />
    </>,
    { at, path: '/home/explore' }
  )
}

describe('ExplorePage', () => {
  it('sends the filters of the URL and shows the page with its counts', async () => {
    const calls = fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /courses/showAllCategories': CATEGORIES,
      'POST /courses/getAllCourses': catalogue(() =>
        courseListAnswer([polity, history], { page: 2, limit: 24, total: 26 })
      ),
    })
    renderExplore(
      `/home/explore?search=polity&category=${PRELIMS}&sort=price&order=asc&limit=24&page=2`
    )

    expect(await screen.findByRole('link', { name: 'Indian Polity Foundation' })).toBeVisible()
    expect(pageCalls(calls).at(-1)).toEqual({
      page: 2,
      limit: 24,
      categoryIds: [PRELIMS],
      search: 'polity',
      sortBy: 'price',
      sortOrder: 'asc',
    })
    expect(screen.getByText('Showing 2 of 26 courses')).toBeInTheDocument()
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(screen.getByLabelText('Search courses')).toHaveValue('polity')
    expect(screen.getByLabelText('Category')).toHaveValue(PRELIMS)
    expect(screen.getByLabelText('Sort by')).toHaveValue('price')
    expect(screen.getByLabelText('Per page')).toHaveValue('24')

    const stats = screen.getByRole('region', { name: 'Catalogue at a glance' })
    expect(within(stats).getByText('Total Courses').previousSibling).toHaveTextContent('12')
    expect(within(stats).getByText('Categories').previousSibling).toHaveTextContent('2')
    expect(within(stats).getByText('Filtered Results').previousSibling).toHaveTextContent('26')
    expect(within(stats).getByText('Current Page').previousSibling).toHaveTextContent('2 / 2')

    const chips = screen.getByRole('list', { name: 'Active filters' })
    expect(within(chips).getByText('Search: polity')).toBeInTheDocument()
    expect(within(chips).getByText('Category: UPSC Prelims')).toBeInTheDocument()
    expect(within(chips).getByText('Sort: Price, ascending')).toBeInTheDocument()
  })

  it('puts every change in the URL and goes back to page 1', async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /courses/showAllCategories': CATEGORIES,
      'POST /courses/getAllCourses': catalogue(() =>
        courseListAnswer([polity], { page: 3, total: 40 })
      ),
    })
    renderExplore('/home/explore?page=3')
    await screen.findByRole('link', { name: 'Indian Polity Foundation' })
    const location = screen.getByTestId('location')

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'UPSC Mains')
    expect(location).toHaveTextContent(`/home/explore?category=${MAINS}`)

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Course Name A-Z')
    expect(location).toHaveTextContent(`category=${MAINS}&sort=courseName&order=asc`)

    await userEvent.click(screen.getByRole('button', { name: /^Order: ascending/ }))
    expect(location).toHaveTextContent(`category=${MAINS}&sort=courseName`)
    expect(location).not.toHaveTextContent('order=')

    await userEvent.selectOptions(screen.getByLabelText('Per page'), '36')
    expect(location).toHaveTextContent('limit=36')

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(location).toHaveTextContent('limit=36&page=2')

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }))
    expect(location).toHaveTextContent(/^\/home\/explore\?limit=36$/)
  })

  it('searches 500 ms after typing stops, from page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const calls = fakeApi({
        'POST /auth/validate': SIGNED_OUT,
        'GET /courses/showAllCategories': CATEGORIES,
        'POST /courses/getAllCourses': catalogue(() =>
          courseListAnswer([polity], { page: 2, total: 40 })
        ),
      })
      renderExplore('/home/explore?page=2')
      await screen.findByRole('link', { name: 'Indian Polity Foundation' })
      const before = pageCalls(calls).length

      fireEvent.change(screen.getByLabelText('Search courses'), { target: { value: 'hist' } })
      act(() => vi.advanceTimersByTime(300))
      fireEvent.change(screen.getByLabelText('Search courses'), { target: { value: 'history' } })
      act(() => vi.advanceTimersByTime(499))
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/home\/explore\?page=2$/)
      act(() => vi.advanceTimersByTime(1))

      expect(screen.getByTestId('location')).toHaveTextContent(/^\/home\/explore\?search=history$/)
      await vi.waitFor(() => expect(pageCalls(calls).length).toBe(before + 1))
      expect(pageCalls(calls).at(-1)).toMatchObject({ search: 'history', page: 1 })
    } finally {
      vi.useRealTimers()
    }
  })

  it('moves a link past the last page to the last page', async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /courses/showAllCategories': CATEGORIES,
      'POST /courses/getAllCourses': catalogue((request) => {
        const { page } = request.body as { page: number }
        return courseListAnswer(page > 3 ? [] : [polity], { page, total: 30 })
      }),
    })
    renderExplore('/home/explore?page=9')
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/home\/explore\?page=3$/)
    )
    expect(await screen.findByRole('link', { name: 'Indian Polity Foundation' })).toBeVisible()
  })

  it('falls back to the defaults for a link with invalid filters', async () => {
    const calls = fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /courses/showAllCategories': CATEGORIES,
      'POST /courses/getAllCourses': catalogue(() => courseListAnswer([polity])),
    })
    renderExplore('/home/explore?category=junk&sort=rating&order=sideways&limit=13&page=-1')
    await screen.findByRole('link', { name: 'Indian Polity Foundation' })
    expect(pageCalls(calls).at(-1)).toEqual({
      page: 1,
      limit: 12,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    })
  })

  it('shows skeletons of the page size while loading, then the empty state', async () => {
    let answer: (value: unknown) => void = () => {}
    const pending = new Promise((resolve) => (answer = resolve))
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input)
        .replace(/^.*\/api\/v1/, '')
        .split('?')[0]
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })
      if (path === '/auth/validate') return json(401, SIGNED_OUT.body)
      if (path === '/courses/showAllCategories') return json(200, CATEGORIES.body)
      const body = JSON.parse(String(init.body)) as { limit: number }
      if (body.limit === 1) return json(200, courseListAnswer([], { limit: 1, total: 0 }).body)
      await pending
      return json(200, courseListAnswer([], { limit: 15, total: 0 }).body)
    })
    const { container } = renderExplore('/home/explore?limit=15&search=zzz')

    await vi.waitFor(() =>
      expect(container.querySelectorAll('.course-card[aria-hidden]')).toHaveLength(15)
    )
    answer(undefined)
    expect(await screen.findByText('No courses found')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home\/explore\?limit=15$/)
  })

  it('shows Continue Learning on the courses the learner is in', async () => {
    fakeApi({
      'POST /auth/validate': signedInAs(),
      'GET /courses/showAllCategories': CATEGORIES,
      'POST /courses/getAllCourses': catalogue(() =>
        courseListAnswer([courseCard({ studentsEnroled: [{ _id: 'user-1' }] }), history])
      ),
    })
    renderExplore()
    expect(
      await screen.findByRole('link', { name: 'Continue Learning: Indian Polity Foundation' })
    ).toHaveAttribute('href', '/home/enrolled?id=course-1')
    expect(screen.getByRole('link', { name: 'Enroll Now: Modern Indian History' })).toHaveAttribute(
      'href',
      '/home/course?id=course-2'
    )
  })

  it('shows the server’s message when the list fails, and tries again', async () => {
    let fail = true
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /courses/showAllCategories': CATEGORIES,
      'POST /courses/getAllCourses': catalogue(() =>
        fail
          ? { status: 500, body: { success: false, message: 'Database unavailable' } }
          : courseListAnswer([polity])
      ),
    })
    renderExplore()
    expect(await screen.findByText('Database unavailable')).toBeVisible()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Indian Polity Foundation' })).toBeVisible()
  })
})
