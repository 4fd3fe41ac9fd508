import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { testDashboard } from '../../../test/admin-fixtures.ts'
import { answerApi } from '../../../test/fake-api.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'

const SERVER = 'http://127.0.0.1:3333'
// the first screen of a test loads the layout and the screen's chunk
const SLOW = { timeout: 5000 }

function openDashboard(answer: () => { status?: number; body: unknown }) {
  window.history.replaceState(null, '', '/')
  const bridge = fakeBridge({ user: testUser() })
  const asked = answerApi(bridge, { '/admin/dashboard': answer })
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  return asked
}

function figureCard(label: string): HTMLElement {
  const card = screen.getByText(label, { selector: '.stat-card-label' }).closest('.stat-card')
  if (!(card instanceof HTMLElement)) throw new Error(`no card ${label}`)
  return card
}

afterEach(() => window.history.replaceState(null, '', '/'))

describe('dashboard', () => {
  test('shows the four figures in rupees and counts with their change on the 30 days before', async () => {
    openDashboard(() => ({ body: { success: true, message: 'ok', data: testDashboard() } }))
    await screen.findByText('₹1,23,456', { selector: '.figure-card-current' }, SLOW)

    const revenue = figureCard('Revenue')
    expect(within(revenue).getByText('+23.5%')).toBeInTheDocument()
    expect(revenue).toHaveTextContent('up 23.5% on the previous 30 days (₹1,00,000)')
    expect(revenue.querySelector('.figure-change--up')).not.toBeNull()

    const enrolments = figureCard('Enrolments')
    expect(within(enrolments).getByText('35')).toBeInTheDocument()
    expect(within(enrolments).getByText('-30%')).toBeInTheDocument()
    expect(enrolments.querySelector('.figure-change--down')).not.toBeNull()

    expect(within(figureCard('Purchases')).getByText('New')).toBeInTheDocument()
    expect(figureCard('New learners').querySelector('.figure-change--flat')).not.toBeNull()
  })

  test('lists top courses, top items and recent orders, each order linking to its detail', async () => {
    openDashboard(() => ({ body: { success: true, message: 'ok', data: testDashboard() } }))
    const courses = await screen.findByRole('table', { name: 'Top courses' }, SLOW)
    expect(within(courses).getByText('UPSC Prelims Crash Course')).toBeInTheDocument()
    expect(within(courses).getByText('₹44,970')).toBeInTheDocument()
    const items = screen.getByRole('table', { name: 'Top store items' })
    expect(within(items).getByText('Polity Notes')).toBeInTheDocument()
    expect(within(items).getByText('₹999')).toBeInTheDocument()
    const recent = screen.getByRole('table', { name: 'Recent orders' })
    expect(within(recent).getByRole('link', { name: 'Order PS-1001' })).toHaveAttribute(
      'href',
      '/transactions?order=ord_1'
    )
    expect(within(recent).getByText('₹1,499')).toBeInTheDocument()
  })

  test('a quiet period says so instead of empty tables', async () => {
    const zero = { current: 0, previous: 0, changePercent: null }
    openDashboard(() => ({
      body: {
        success: true,
        message: 'ok',
        data: testDashboard({
          revenuePaise: zero,
          paidOrders: zero,
          dailyRevenue: [
            { date: '2026-10-31', revenuePaise: 0, orders: 0 },
            { date: '2026-11-01', revenuePaise: 0, orders: 0 },
          ],
          topCourses: [],
          topStoreItems: [],
          recentOrders: [],
        }),
      },
    }))
    expect(await screen.findByText('No revenue in the last 30 days', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('No course sold in the last 30 days.')).toBeInTheDocument()
    expect(screen.getByText('No store item sold in the last 30 days.')).toBeInTheDocument()
    expect(screen.getByText('No paid orders yet.')).toBeInTheDocument()
  })

  test('an empty revenue series is an empty state, not a chart with an axis in paise', async () => {
    openDashboard(() => ({
      body: {
        success: true,
        message: 'ok',
        data: testDashboard({
          dailyRevenue: [
            { date: '2026-10-31', revenuePaise: 0, orders: 0 },
            { date: '2026-11-01', revenuePaise: 0, orders: 0 },
          ],
        }),
      },
    }))
    const panel = (await screen.findByRole('heading', { name: 'Daily revenue' }, SLOW)).closest(
      '.dashboard-panel'
    ) as HTMLElement
    const empty = await within(panel).findByText('No revenue in the last 30 days')
    expect(empty.closest('.bp6-non-ideal-state')).not.toBeNull()
    expect(
      within(panel).getByText(/^No order was paid from 31 Oct 2026 to 1 Nov 2026/)
    ).toBeInTheDocument()
    expect(panel.querySelector('.revenue-chart-area')).toBeNull()
    expect(panel).not.toHaveTextContent('₹0.25')
  })

  test('a failed load shows the server message and tries again on request', async () => {
    let calls = 0
    openDashboard(() => {
      calls += 1
      return calls === 1
        ? { status: 500, body: { success: false, message: 'Database unavailable' } }
        : { body: { success: true, message: 'ok', data: testDashboard() } }
    })
    expect(
      await screen.findByText('The dashboard could not be loaded', {}, SLOW)
    ).toBeInTheDocument()
    expect(screen.getByText('Database unavailable')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText('₹1,23,456', { selector: '.figure-card-current' }, SLOW)
    expect(calls).toBe(2)
  })

  test('the figures show skeletons of their size while loading', async () => {
    openDashboard(() => ({ body: { success: true, message: 'ok', data: testDashboard() } }))
    await waitFor(() => expect(figureCard('Revenue')).toHaveAttribute('aria-busy', 'true'), SLOW)
    await waitFor(() => expect(figureCard('Revenue')).not.toHaveAttribute('aria-busy'), SLOW)
  })
})
