import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { listMeta, testUserDetail, testUserRow } from '../../../test/admin-fixtures.ts'
import { answerApi, type FakeApiRoutes } from '../../../test/fake-api.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'

const SERVER = 'http://127.0.0.1:3333'
// the first screen of a test loads the layout and the screen's chunk
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

const admin = testUserRow({
  _id: 'u1',
  name: 'Asha Rao',
  email: 'admin@pathshala.local',
  accountType: 'Admin',
  enrolmentCount: 0,
  purchaseCount: 0,
})

function open(path: string, routes: FakeApiRoutes = {}) {
  window.history.replaceState(null, '', path)
  const bridge = fakeBridge({ user: testUser() })
  const asked = answerApi(bridge, {
    '/admin/users': () => ({
      body: { success: true, message: 'ok', data: [testUserRow(), admin], meta: listMeta(2) },
    }),
    ...routes,
  })
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  return asked
}

const lastUsersCall = (asked: URL[]) =>
  asked.filter((url) => url.pathname === '/api/v1/admin/users').at(-1)!.searchParams

afterEach(() => window.history.replaceState(null, '', '/'))

describe('users', () => {
  test('lists accounts with their enrolment and purchase counts', async () => {
    open('/users')
    const list = await screen.findByRole('region', { name: 'Users list' }, SLOW)
    const rows = within(list).getAllByRole('row')
    expect(rows).toHaveLength(3)
    const ravi = rows[1]!
    expect(within(ravi).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
      'href',
      '/users/u2'
    )
    expect(within(ravi).getByTitle('ravi@example.com')).toHaveTextContent('ravi@example.com')
    expect(
      within(ravi)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    ).toEqual(expect.arrayContaining(['Student', '3', '2']))
    expect(within(rows[2]!).getByText('Admin')).toBeInTheDocument()
    expect(screen.getByText('2 accounts')).toBeInTheDocument()
  })

  test('search (after a pause) and account type go to the address and the API', async () => {
    const asked = open('/users?type=admin&page=2')
    await screen.findByRole('region', { name: 'Users list' }, SLOW)
    // typed by hand in any case, read as the account type it names
    expect(lastUsersCall(asked).get('accountType')).toBe('Admin')
    expect(screen.getByLabelText('Account')).toHaveValue('Admin')
    await waitFor(() => expect(window.location.search).toBe('?type=Admin&page=2'))

    await userEvent.type(screen.getByRole('searchbox'), 'ravi')
    await waitFor(() => expect(window.location.search).toBe('?search=ravi&type=Admin'), {
      timeout: 2000,
    })
    await waitFor(() => expect(lastUsersCall(asked).get('search')).toBe('ravi'))
    expect(lastUsersCall(asked).get('page')).toBe('1')

    await userEvent.selectOptions(screen.getByLabelText('Account'), 'all')
    await waitFor(() => expect(window.location.search).toBe('?search=ravi'))
    expect(lastUsersCall(asked).has('accountType')).toBe(false)
  })

  test('no match offers to clear the search', async () => {
    open('/users?search=nobody', {
      '/admin/users': (url) =>
        url.searchParams.has('search')
          ? { body: { success: true, message: 'ok', data: [], meta: listMeta(0) } }
          : { body: { success: true, message: 'ok', data: [testUserRow()], meta: listMeta(1) } },
    })
    expect(await screen.findByText('No users match', {}, SLOW)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(window.location.search).toBe(''))
    expect(await screen.findByRole('link', { name: 'Ravi Kumar' })).toBeInTheDocument()
  })

  test("a user's detail shows courses, items and orders, and no console command", async () => {
    open('/users/u2', {
      '/admin/users/u2': () => ({ body: { success: true, message: 'ok', data: testUserDetail() } }),
    })
    expect(
      await screen.findByRole('heading', { name: /Ravi Kumar/, level: 2 }, SLOW)
    ).toBeInTheDocument()
    const courses = screen.getByRole('table', { name: 'Courses' })
    expect(within(courses).getByText('UPSC Prelims Crash Course')).toBeInTheDocument()
    expect(within(courses).getByText('Bought')).toBeInTheDocument()
    const items = screen.getByRole('table', { name: 'Store items' })
    expect(within(items).getByText('Polity Notes')).toBeInTheDocument()
    expect(within(items).getByText('Free')).toBeInTheDocument()
    const orders = screen.getByRole('table', { name: 'Orders' })
    expect(within(orders).getByRole('link', { name: 'PS-1001' })).toHaveAttribute(
      'href',
      '/transactions?order=ord_1'
    )
    expect(screen.getByText('₹1,499', { selector: '.stat-card-value' })).toBeInTheDocument()
    // an admin never sees a terminal command
    expect(document.body).not.toHaveTextContent(/npm run|admin:create|--email|--password/)
    expect(document.querySelector('pre, code.user-detail-command')).toBeNull()
  })

  test('an Admin without orders says there are none', async () => {
    open('/users/u1', {
      '/admin/users/u1': () => ({
        body: { success: true, message: 'ok', data: testUserDetail({ ...admin, orders: [] }) },
      }),
    })
    expect(
      await screen.findByRole('heading', { name: /Asha Rao/, level: 2 }, SLOW)
    ).toBeInTheDocument()
    expect(screen.queryByText(/admin:create/)).not.toBeInTheDocument()
    expect(screen.getByText('No orders.')).toBeInTheDocument()
  })

  test('an unknown user is a clear not-found', async () => {
    open('/users/nobody', {
      '/admin/users/nobody': () => ({
        status: 404,
        body: { success: false, message: 'User not found' },
      }),
    })
    expect(await screen.findByText('No such user', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/users')
  })
})
