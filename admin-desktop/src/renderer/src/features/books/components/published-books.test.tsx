import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { answerApi, type FakeApiRoutes } from '../../../test/fake-api.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { booksMeta, testBook, testBooks, testStats } from '../test/book-fixtures.ts'

const SERVER = 'http://127.0.0.1:3333'
// the first screen of a test loads the layout and the screen's chunk
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

const LIST = '/api/v1/store/getAllBooks'
const STATS = '/api/v1/store/admin/stats'

function open(path: string, routes: FakeApiRoutes = {}) {
  window.history.replaceState(null, '', path)
  const bridge = fakeBridge({ user: testUser() })
  const asked = answerApi(bridge, {
    '/store/getAllBooks': () => ({
      body: { success: true, message: 'ok', data: testBooks(5), meta: booksMeta(30) },
    }),
    '/store/admin/stats': () => ({ body: { success: true, message: 'ok', data: testStats() } }),
    '/store/admin/authors': () => ({
      body: {
        success: true,
        message: 'ok',
        data: [
          { name: 'Meera Iyer', books: 20 },
          { name: 'Rahul Nair', books: 10 },
        ],
        meta: booksMeta(2, 1, 100),
      },
    }),
    ...routes,
  })
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  return { asked, bridge }
}

const last = (asked: URL[], path: string) =>
  asked.filter((url) => url.pathname === path).at(-1)!.searchParams

/** The JSON bodies the app sent to `path`, in order. */
function sentBodies(bridge: ReturnType<typeof fakeBridge>, path: string) {
  const calls = bridge.api.send.mock.calls as unknown as Array<
    [{ url: string; body: string | null }]
  >
  return calls
    .map(([request]) => request)
    .filter((request) => new URL(request.url).pathname === `/api/v1${path}`)
    .map((request) => JSON.parse(request.body ?? 'null'))
}

afterEach(() => window.history.replaceState(null, '', '/'))

describe('published books', () => {
  test('shows the server figures for the filters and the cards of the page', async () => {
    open('/books/published')
    expect(await screen.findByRole('heading', { name: 'Published Books' }, SLOW)).toBeVisible()
    expect(
      screen.getByText('Manage your educational content and track performance')
    ).toBeInTheDocument()
    const figures = await screen.findByRole('group', { name: 'Book figures' })
    await waitFor(() => expect(within(figures).getByText('30')).toBeInTheDocument())
    expect(within(figures).getByText('21')).toBeInTheDocument()
    expect(within(figures).getByText('7')).toBeInTheDocument()
    expect(within(figures).getByText('₹12,345.50')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(5)
    expect(screen.getByText('Showing 5 of 30 · Page 1 of 3')).toBeInTheDocument()
  })

  test('filters go to the address, the list call and the figures call, back to page 1', async () => {
    const { asked } = open('/books/published?page=2&view=list')
    await screen.findByRole('region', { name: 'Books list' }, SLOW)
    expect(last(asked, LIST).get('adminView')).toBe('true')
    expect(last(asked, LIST).get('page')).toBe('2')

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'TestSeries')
    await waitFor(() => expect(window.location.search).toBe('?category=TestSeries&view=list'))
    await waitFor(() => expect(last(asked, LIST).get('category')).toBe('TestSeries'))
    expect(last(asked, LIST).get('page')).toBe('1')
    expect(last(asked, STATS).get('category')).toBe('TestSeries')
    expect(last(asked, STATS).has('page')).toBe(false)

    await userEvent.selectOptions(await screen.findByLabelText('Author'), 'Rahul Nair')
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'draft')
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'revenue')
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '24')
    await waitFor(() =>
      expect(window.location.search).toBe(
        '?category=TestSeries&author=Rahul+Nair&status=draft&sort=revenue&limit=24&view=list'
      )
    )
    await waitFor(() => expect(last(asked, LIST).get('limit')).toBe('24'))
    const list = last(asked, LIST)
    expect(list.get('author')).toBe('Rahul Nair')
    expect(list.get('status')).toBe('draft')
    expect(list.get('sort')).toBe('revenue')
    expect(list.get('order')).toBe('desc')
    expect(last(asked, STATS).get('status')).toBe('draft')

    await userEvent.click(screen.getByRole('button', { name: /Revenue: descending, change order/ }))
    await waitFor(() => expect(last(asked, LIST).get('order')).toBe('asc'))

    // search waits for a pause in typing
    await userEvent.type(screen.getByRole('searchbox'), 'polity')
    await waitFor(() => expect(last(asked, LIST).get('search')).toBe('polity'), { timeout: 2000 })
    expect(last(asked, STATS).get('search')).toBe('polity')

    // a chip per filter, each removable
    const chips = screen.getByRole('list', { name: 'Active filters' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual([
      'Search: polity',
      'Category: Test Series',
      'Author: Rahul Nair',
      'Status: Draft',
      'Clear filters',
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Status: Draft' }))
    await waitFor(() => expect(last(asked, LIST).has('status')).toBe(false))
    await userEvent.click(within(chips).getByRole('button', { name: 'Clear filters' }))
    await waitFor(() =>
      expect(window.location.search).toBe('?sort=revenue&order=asc&limit=24&view=list')
    )
  })

  test('selects per card, a shift-click range and the whole page, then acts in bulk', async () => {
    const { bridge } = open('/books/published', {
      '/store/bulkAction': () => ({
        body: {
          success: true,
          message: '3 book(s) moved to drafts',
          matched: 3,
          updated: 3,
          deleted: 0,
          hidden: 0,
        },
      }),
    })
    await screen.findAllByRole('article', {}, SLOW)
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull()

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Book 2' }))
    const user = userEvent.setup()
    await user.keyboard('{Shift>}')
    await user.click(screen.getByRole('checkbox', { name: 'Select Book 4' }))
    await user.keyboard('{/Shift}')
    const bar = screen.getByRole('region', { name: 'Bulk actions' })
    expect(within(bar).getByText('3 book(s) selected')).toBeInTheDocument()
    for (const title of ['Book 2', 'Book 3', 'Book 4'])
      expect(screen.getByRole('checkbox', { name: `Select ${title}` })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select Book 1' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty(
      'indeterminate',
      true
    )

    await userEvent.click(within(bar).getByRole('button', { name: 'Draft' }))
    await waitFor(() =>
      expect(sentBodies(bridge, '/store/bulkAction')).toEqual([
        { ids: ['b2', 'b3', 'b4'], action: 'draft' },
      ])
    )
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull())

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    expect(screen.getByText('5 book(s) selected')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Books' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(sentBodies(bridge, '/store/bulkAction').at(-1)).toEqual({
        ids: ['b1', 'b2', 'b3', 'b4', 'b5'],
        action: 'delete',
      })
    )

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Book 1' }))
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull()
  })

  test('cards show status colours, FREE, price or Free, and sales; the list adds revenue and N/A', async () => {
    const books = [
      testBook({ _id: 'p', title: 'Paid Published', totalSales: 1 }),
      testBook({
        _id: 'd',
        title: 'Free Draft',
        status: 'draft',
        isFree: true,
        price: 0,
        pricePaise: 0,
      }),
      testBook({ _id: 'a', title: 'Old Archived', status: 'archived' }),
    ]
    open('/books/published', {
      '/store/getAllBooks': () => ({
        body: { success: true, message: 'ok', data: books, meta: booksMeta(3) },
      }),
    })
    const paid = await screen.findByRole('article', { name: 'Paid Published' }, SLOW)
    expect(within(paid).getByText('Published').closest('.bp6-tag')).toHaveClass(
      'bp6-intent-success'
    )
    expect(within(paid).getByText('₹499')).toBeInTheDocument()
    expect(within(paid).getByText('1 sale')).toBeInTheDocument()
    expect(within(paid).getByRole('button', { name: 'Hide Paid Published' })).toBeInTheDocument()
    const free = screen.getByRole('article', { name: 'Free Draft' })
    expect(within(free).getByText('Draft').closest('.bp6-tag')).toHaveClass('bp6-intent-warning')
    expect(within(free).getByText('FREE')).toBeInTheDocument()
    expect(within(free).getByText('Free')).toBeInTheDocument()
    expect(within(free).getByRole('button', { name: 'Show Free Draft' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: 'Old Archived' }))
        .getByText('Archived')
        .closest('.bp6-tag')
    ).not.toHaveClass('bp6-intent-success')

    await userEvent.click(screen.getByRole('button', { name: 'List view' }))
    const table = await screen.findByRole('region', { name: 'Books list' })
    expect(window.location.search).toBe('?view=list')
    const row = within(table).getAllByRole('row')[1]!
    expect(within(row).getByText('₹1,497')).toBeInTheDocument()
    expect(within(row).getByText('N/A')).toBeInTheDocument()
  })

  test('Delete asks first, then says the title was deleted', async () => {
    const { bridge } = open('/books/published', {
      '/store/deleteBook': () => ({
        body: { success: true, message: 'Book 3 deleted', softDeleted: false },
      }),
    })
    await screen.findAllByRole('article', {}, SLOW)
    await userEvent.click(screen.getByRole('button', { name: 'Delete Book 3' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Book' })
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete "Book 3"? This action cannot be undone.'
      )
    ).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sentBodies(bridge, '/store/deleteBook')).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Delete Book 3' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Book' })).getByRole('button', {
        name: 'Delete',
      })
    )
    expect(await screen.findByText('Book 3 deleted')).toBeInTheDocument()
    expect(sentBodies(bridge, '/store/deleteBook')).toEqual([{ id: 'b3' }])
  })

  test('Edit changes every field it is given; Hide and Show flip published and draft', async () => {
    const books = [
      testBook({ _id: 'p', title: 'Paid Published', themes: ['polity'] }),
      testBook({ _id: 'd', title: 'Quiet Draft', status: 'draft' }),
    ]
    const { bridge } = open('/books/published', {
      '/store/getAllBooks': () => ({
        body: { success: true, message: 'ok', data: books, meta: booksMeta(2) },
      }),
      '/store/updateBook': () => ({
        body: { success: true, message: 'Content updated successfully', data: books[0] },
      }),
    })
    const card = await screen.findByRole('article', { name: 'Paid Published' }, SLOW)
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Paid Published' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Paid Published' })
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Paid Published')
    expect(within(dialog).getByLabelText(/^Themes/)).toHaveValue('polity')
    await userEvent.clear(within(dialog).getByLabelText('Price'))
    await userEvent.type(within(dialog).getByLabelText('Price'), '120.5')
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'Books')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sentBodies(bridge, '/store/updateBook')).toEqual([
      {
        id: 'p',
        title: 'Paid Published',
        description: 'Every article that matters',
        type: 'Books',
        author: 'Meera Iyer',
        price: 120.5,
        themes: ['polity'],
        status: 'published',
      },
    ])

    await userEvent.click(within(card).getByRole('button', { name: 'Hide Paid Published' }))
    expect(await screen.findByText('Paid Published hidden from the store')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Show Quiet Draft' }))
    await waitFor(() =>
      expect(sentBodies(bridge, '/store/updateBook').slice(1)).toEqual([
        { id: 'p', status: 'draft' },
        { id: 'd', status: 'published' },
      ])
    )
  })

  test('Analytics shows the item sales and revenue for the period chosen', async () => {
    const { bridge } = open('/books/published', {
      '/store/getBookAnalytics': () => ({
        body: {
          success: true,
          message: 'ok',
          data: {
            _id: 'b2',
            title: 'Book 2',
            totalSales: 12,
            totalRevenue: 5988,
            totalRevenuePaise: 598_800,
            period: {
              from: '2026-11-17',
              to: '2026-11-23',
              days: 7,
              timeZone: 'Asia/Kolkata',
              sales: 2,
              revenue: 998,
              revenuePaise: 99_800,
            },
            daily: [{ date: '2026-11-23', sales: 2, revenue: 998, revenuePaise: 99_800 }],
          },
        },
      }),
    })
    await screen.findAllByRole('article', {}, SLOW)
    await userEvent.click(screen.getByRole('button', { name: 'Analytics of Book 2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Analytics: Book 2' })
    expect(await within(dialog).findByText('₹5,988')).toBeInTheDocument()
    expect(within(dialog).getByText('₹998')).toBeInTheDocument()
    expect(within(dialog).getByText('12')).toBeInTheDocument()
    expect(
      within(dialog).getByText(/Sales and revenue per day from 17 Nov 2026 to 23 Nov 2026/)
    ).toBeInTheDocument()
    await userEvent.selectOptions(within(dialog).getByLabelText('Period'), '7')
    await waitFor(() =>
      expect(sentBodies(bridge, '/store/getBookAnalytics')).toEqual([
        { id: 'b2', days: 30 },
        { id: 'b2', days: 7 },
      ])
    )
  })

  test('Analytics of a period without sales says so instead of an empty chart', async () => {
    const day = (date: string) => ({ date, sales: 0, revenue: 0, revenuePaise: 0 })
    open('/books/published', {
      '/store/getBookAnalytics': () => ({
        body: {
          success: true,
          message: 'ok',
          data: {
            _id: 'b2',
            title: 'Book 2',
            totalSales: 0,
            totalRevenue: 0,
            totalRevenuePaise: 0,
            period: {
              from: '2026-10-31',
              to: '2026-11-02',
              days: 3,
              timeZone: 'Asia/Kolkata',
              sales: 0,
              revenue: 0,
              revenuePaise: 0,
            },
            daily: [day('2026-10-31'), day('2026-11-01'), day('2026-11-02')],
          },
        },
      }),
    })
    await screen.findAllByRole('article', {}, SLOW)
    await userEvent.click(screen.getByRole('button', { name: 'Analytics of Book 2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Analytics: Book 2' })
    const empty = await within(dialog).findByText('No sales in this period')
    expect(empty.closest('.bp6-non-ideal-state')).not.toBeNull()
    expect(within(dialog).getByText(/31 Oct 2026 to 2 Nov 2026/)).toBeInTheDocument()
    expect(dialog.querySelector('.recharts-wrapper')).toBeNull()
  })

  test('the empty state clears every filter, status too, and offers Add New Book', async () => {
    open('/books/published?status=archived&search=zzz', {
      '/store/getAllBooks': () => ({
        body: { success: true, message: 'ok', data: [], meta: booksMeta(0) },
      }),
    })
    expect(await screen.findByText('No books found', {}, SLOW)).toBeInTheDocument()
    expect(
      screen.getByText(
        'No books match your current filters. Try adjusting your search criteria or create a new book.'
      )
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add New Book' })).toHaveAttribute(
      'href',
      '/books/create'
    )
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }))
    await waitFor(() => expect(window.location.search).toBe(''))
  })

  test('a failed list says so in the store words', async () => {
    open('/books/published', {
      '/store/getAllBooks': () => ({ status: 503, body: { success: false, message: 'down' } }),
    })
    expect(await screen.findByText('Failed to fetch books', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('Server error: 503')).toBeInTheDocument()
  })
})

/** An error toast (success toasts of earlier steps may still be showing). */
const ERROR_TOAST = '.bp6-toast.bp6-intent-danger'

/** The text that explains a control's error (its aria-describedby), or null. */
function errorOf(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

describe('the content form', () => {
  test('says what is missing at each field, once, and refuses files of the wrong kind there', async () => {
    open('/books/create')
    const form = await screen.findByRole('form', { name: 'Content form' }, SLOW)
    for (const label of [
      'Thumbnail',
      'PDF',
      'Title',
      'Description',
      'Type',
      'Author',
      'Price',
      'Themes',
      'Status',
    ])
      expect(within(form).getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument()
    expect(screen.getByLabelText('Price')).toHaveAttribute('step', '0.01')
    expect(screen.getByLabelText('Price')).toHaveAttribute('min', '0')

    await userEvent.click(screen.getByRole('button', { name: 'Create content' }))
    const expected: Array<[string, string]> = [
      ['Thumbnail', 'Choose a thumbnail image'],
      ['PDF', 'Choose the PDF file'],
      ['Title', 'Title is required'],
      ['Description', 'Description is required'],
      ['Type', 'Choose a type'],
      ['Author', 'Author is required'],
      ['Price', 'Price is required (0 makes it free)'],
    ]
    await waitFor(() => expect(screen.getByLabelText('Thumbnail')).toHaveAttribute('aria-invalid'))
    for (const [label, message] of expected) {
      const control = within(form).getByLabelText(label)
      expect(control).toHaveAttribute('aria-invalid', 'true')
      expect(errorOf(control)).toBe(message)
      // said once: at the field, not again above the form or in a toast
      expect(screen.getAllByText(message)).toHaveLength(1)
    }
    expect(screen.getByLabelText('Thumbnail')).toHaveFocus()
    expect(within(form).queryByRole('alert')).toBeNull()
    expect(document.querySelector(ERROR_TOAST)).toBeNull()

    fireEvent.change(screen.getByLabelText('Thumbnail'), {
      target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    })
    expect(errorOf(screen.getByLabelText('Thumbnail'))).toBe('Please select a valid image file')
    expect(screen.getAllByText('Please select a valid image file')).toHaveLength(1)
    fireEvent.change(screen.getByLabelText('PDF'), {
      target: { files: [new File(['x'], 'cover.png', { type: 'image/png' })] },
    })
    expect(errorOf(screen.getByLabelText('PDF'))).toBe('Please select a valid PDF file')

    fireEvent.change(screen.getByLabelText('Thumbnail'), {
      target: { files: [new File(['x'], 'cover.png', { type: 'image/png' })] },
    })
    fireEvent.change(screen.getByLabelText('PDF'), {
      target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    })
    expect(screen.getByLabelText('Thumbnail')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('PDF')).not.toHaveAttribute('aria-invalid')

    // each error goes as its field is filled; the others stay
    await userEvent.type(screen.getByLabelText('Title'), 'Polity Notes')
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Title is required')).toBeNull()
    expect(errorOf(screen.getByLabelText('Author'))).toBe('Author is required')
    await userEvent.click(screen.getByRole('button', { name: 'Create content' }))
    expect(screen.getByLabelText('Description')).toHaveFocus()
    expect(document.querySelector(ERROR_TOAST)).toBeNull()
  })

  test("the server's field errors land at their fields, without a toast", async () => {
    const book = testBook({ _id: 'p', title: 'Paid Published' })
    open('/books/published', {
      '/store/getAllBooks': () => ({
        body: { success: true, message: 'ok', data: [book], meta: booksMeta(1) },
      }),
      '/store/updateBook': () => ({
        status: 422,
        body: {
          success: false,
          message: 'Validation failed',
          errors: [
            { field: 'author', message: 'Author must not exceed 120 characters' },
            { field: 'themes.2', message: 'Themes must be a list of up to 20 short texts' },
          ],
        },
      }),
    })
    const card = await screen.findByRole('article', { name: 'Paid Published' }, SLOW)
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Paid Published' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Paid Published' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    const author = within(dialog).getByLabelText('Author')
    await waitFor(() => expect(errorOf(author)).toBe('Author must not exceed 120 characters'))
    expect(errorOf(within(dialog).getByLabelText(/^Themes/))).toBe(
      'Themes must be a list of up to 20 short texts'
    )
    expect(author).toHaveFocus()
    expect(screen.queryByText('Validation failed')).toBeNull()
    expect(document.querySelector(ERROR_TOAST)).toBeNull()
    await userEvent.type(author, ' Jr')
    expect(author).not.toHaveAttribute('aria-invalid')
  })
})
