import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clearToasts } from '@pathshala/ui'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { listMeta, testOrder } from '../../../test/admin-fixtures.ts'
import { answerApi, type FakeApiRoutes } from '../../../test/fake-api.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'

const SERVER = 'http://127.0.0.1:3333'
// the first screen of a test loads the layout and the screen's chunk
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

const failed = testOrder({
  _id: 'ord_2',
  receipt: 'PS-1002',
  status: 'failed',
  gatewayPaymentId: null,
  failureReason: 'Card declined',
  item: { _id: 's1', kind: 'store_item', title: 'Polity Notes', type: 'Notes' },
  amountPaise: 99_950,
})

function listAnswer(orders = [testOrder(), failed], total = orders.length, page = 1) {
  return () => ({
    body: { success: true, message: 'ok', data: orders, meta: listMeta(total, page) },
  })
}

function openTransactions(path: string, routes: FakeApiRoutes = {}) {
  window.history.replaceState(null, '', path)
  const bridge = fakeBridge({ user: testUser() })
  const asked = answerApi(bridge, { '/payment/transactions': listAnswer(), ...routes })
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  return asked
}

const listCalls = (asked: URL[]) =>
  asked.filter((url) => url.pathname === '/api/v1/payment/transactions')
const lastListCall = (asked: URL[]) => listCalls(asked).at(-1)!.searchParams

afterEach(async () => {
  window.history.replaceState(null, '', '/')
  await clearToasts()
})

describe('transactions', () => {
  test('filters in the address are shown and sent to the API', async () => {
    const asked = openTransactions(
      '/transactions?status=paid&kind=course&search=ravi&from=2026-11-01&to=2026-11-20&page=2'
    )
    await screen.findByRole('region', { name: 'Transactions list' }, SLOW)
    const query = lastListCall(asked)
    expect(Object.fromEntries(query)).toMatchObject({
      status: 'paid',
      kind: 'course',
      search: 'ravi',
      from: '2026-11-01',
      to: '2026-11-20',
      page: '2',
      limit: '20',
    })
    expect(screen.getByLabelText('Status')).toHaveValue('paid')
    expect(screen.getByLabelText('Kind')).toHaveValue('course')
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01')
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-20')
    expect(screen.getByRole('searchbox')).toHaveValue('ravi')
    const chips = screen.getByRole('list', { name: 'Active filters' })
    expect(within(chips).getByText('Status: Paid')).toBeInTheDocument()
  })

  test("a learner's address may wrap only before its @ or a dot, never mid-word, and its whole is its title", async () => {
    const long = testOrder({
      learner: {
        _id: 'u9',
        name: 'Anantharaman Venkatasubramanian',
        email: 'anantharaman.venkatasubramanian-e2e@long-mail-provider.example.in',
      },
    })
    openTransactions('/transactions', { '/payment/transactions': listAnswer([long]) })
    const table = await screen.findByRole('table', {}, SLOW)
    const address = within(table).getByTitle(long.learner.email!)
    expect(address).toHaveTextContent(long.learner.email!)
    // the places it may wrap: before the @ and before a dot of the name; the domain stays whole
    const parts = [...address.querySelectorAll('.email-part')].map((part) => part.textContent)
    expect(parts).toEqual([
      'anantharaman',
      '.venkatasubramanian-e2e',
      '@long-mail-provider.example.in',
    ])
    expect(address.querySelectorAll('wbr')).toHaveLength(2)
  })

  test('a bad value in the address falls back and the address is tidied', async () => {
    const asked = openTransactions('/transactions?status=refunded&from=2026-02-30&page=abc')
    await screen.findByRole('region', { name: 'Transactions list' }, SLOW)
    const query = lastListCall(asked)
    expect(query.has('status')).toBe(false)
    expect(query.has('from')).toBe(false)
    expect(query.get('page')).toBe('1')
    await waitFor(() => expect(window.location.search).toBe(''))
  })

  test('choosing a filter writes it to the address and starts again from page 1', async () => {
    const asked = openTransactions('/transactions?page=3', {
      '/payment/transactions': listAnswer([testOrder()], 60, 3),
    })
    await screen.findByRole('region', { name: 'Transactions list' }, SLOW)
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'failed')
    await waitFor(() => expect(window.location.search).toBe('?status=failed'))
    expect(lastListCall(asked).get('status')).toBe('failed')
    expect(lastListCall(asked).get('page')).toBe('1')

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Status: Failed' }))
    await waitFor(() => expect(window.location.search).toBe(''))
  })

  test('the search waits for a pause in typing (500 ms) before it asks the server', async () => {
    const asked = openTransactions('/transactions')
    await screen.findByRole('region', { name: 'Transactions list' }, SLOW)
    await userEvent.type(screen.getByRole('searchbox'), 'ravi@example.com')
    expect(window.location.search).toBe('')
    await waitFor(() => expect(window.location.search).toBe('?search=ravi%40example.com'), {
      timeout: 2000,
    })
    await waitFor(() => expect(lastListCall(asked).get('search')).toBe('ravi@example.com'))
    const searches = listCalls(asked).map((url) => url.searchParams.get('search'))
    expect(searches.filter((search) => search !== null)).toEqual(['ravi@example.com'])
  })

  test('Export CSV downloads the filtered list through a blob link', async () => {
    const csv = 'receipt,status\nPS-1002,failed\n'
    const asked = openTransactions('/transactions?status=failed&page=2', {
      '/payment/transactions/export': () => ({
        body: csv,
        headers: [
          ['content-type', 'text/csv; charset=utf-8'],
          ['content-disposition', 'attachment; filename="transactions-2026-11-23.csv"'],
        ],
      }),
    })
    const blobs: Blob[] = []
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob)
      return 'blob:app://admin/csv-1'
    })
    const revokeObjectURL = vi.fn()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    const clicked: Array<{ href: string; download: string }> = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement
    ) {
      clicked.push({ href: this.href, download: this.download })
    })

    await screen.findByRole('region', { name: 'Transactions list' }, SLOW)
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(clicked[0]).toEqual({
      href: 'blob:app://admin/csv-1',
      download: 'transactions-2026-11-23.csv',
    })
    expect(await blobs[0]!.text()).toBe(csv)
    const exported = asked.find((url) => url.pathname.endsWith('/export'))!
    expect(exported.searchParams.get('status')).toBe('failed')
    // every matching order, not one page
    expect(exported.searchParams.has('page')).toBe(false)
    expect(exported.searchParams.has('limit')).toBe(false)
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:app://admin/csv-1'))
  })

  test('a row opens the detail drawer with the copyable Razorpay ids; closing it clears the address', async () => {
    const user = userEvent.setup()
    openTransactions('/transactions', {
      '/payment/transactions/ord_1': () => ({
        body: { success: true, message: 'ok', data: testOrder() },
      }),
    })
    await user.click(await screen.findByRole('button', { name: 'Open order PS-1001' }, SLOW))
    await waitFor(() => expect(window.location.search).toBe('?order=ord_1'))

    const drawer = await screen.findByRole('dialog', { name: 'Order PS-1001' })
    expect(within(drawer).getByText('order_RZP123')).toBeInTheDocument()
    expect(within(drawer).getByText('pay_RZP456')).toBeInTheDocument()
    expect(within(drawer).getByText('₹1,499')).toBeInTheDocument()
    expect(within(drawer).getByRole('link', { name: 'Open the learner' })).toHaveAttribute(
      'href',
      '/users/u2'
    )

    await user.click(within(drawer).getByRole('button', { name: 'Copy Razorpay payment id' }))
    expect(await navigator.clipboard.readText()).toBe('pay_RZP456')
    expect(
      within(drawer).getByRole('button', { name: 'Razorpay payment id copied' })
    ).toBeInTheDocument()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(window.location.search).toBe(''))
  })

  test('an order without a payment attempt says so in the drawer', async () => {
    openTransactions('/transactions?order=ord_2', {
      '/payment/transactions/ord_2': () => ({
        body: { success: true, message: 'ok', data: failed },
      }),
    })
    const drawer = await screen.findByRole('dialog', { name: 'Order PS-1002' }, SLOW)
    expect(within(drawer).getByText('No payment attempted')).toBeInTheDocument()
    expect(within(drawer).getByText('Card declined')).toBeInTheDocument()
  })

  test('no match offers to clear the filters; a failure offers to try again', async () => {
    let fail = true
    openTransactions('/transactions?status=failed', {
      '/payment/transactions': (url) =>
        url.searchParams.has('status')
          ? { body: { success: true, message: 'ok', data: [], meta: listMeta(0) } }
          : fail
            ? { status: 500, body: { success: false, message: 'Database unavailable' } }
            : listAnswer()(),
    })
    expect(await screen.findByText('No transactions match', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByText('The transactions could not be loaded')).toBeInTheDocument()
    expect(screen.getByText('Database unavailable')).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Transactions list' })).toBeInTheDocument()
  })
})
