import { act, configure, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, SIGNED_OUT, type FakeRequest } from '../../../test/fake-api.ts'
import { LocationProbe, renderRoute } from '../../../test/render-route.tsx'
import { learner, signedInAs } from '../../../test/users.ts'
import { freeGrant, listAnswer, storeItem } from '../test/store-fixtures.ts'
import StorePage from './StorePage.tsx'

const toasts = vi.hoisted(() => ({ showToast: vi.fn(), dismissToast: vi.fn() }))
vi.mock('@pathshala/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pathshala/ui')>()),
  ...toasts,
}))

// The first render of a file loads the page's whole module graph: on a busy two-core machine
// that alone can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 })

const CONFIG = {
  status: 200,
  body: {
    success: true,
    message: 'OK',
    data: {
      appName: 'Pathshala',
      googleSignIn: false,
      razorpayKeyId: 'rzp_test',
      razorpayCheckoutUrl: '/checkout.js',
      paymentsEnabled: true,
      paymentsTestMode: true,
    },
  },
}

const paidBook = storeItem()
const freeBook = storeItem({
  _id: 'book-2',
  title: 'Ethics Handbook',
  type: 'Books',
  category: 'Books',
  price: 0,
  pricePaise: 0,
  isFree: true,
})

function renderStore(at = '/home/store') {
  return renderRoute(
    <>
      <StorePage />
      <LocationProbe />
    </>,
    { at, path: '/home/store', routes: { '/login': <LocationProbe /> } }
  )
}

/** The figure of one stat card, by its label. */
const stat = (label: string) =>
  within(screen.getByRole('region', { name: 'Store at a glance' })).getByText(label)
    .previousElementSibling?.textContent

const listCalls = (calls: FakeRequest[]) =>
  calls.filter((call) => call.path === '/store/getAllBooks')

beforeEach(() => {
  toasts.showToast.mockClear()
})

describe('StorePage', () => {
  it('sends the filters of the URL as the query string and shows the page', async () => {
    const calls = fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'POST /store/getAllBooks': listAnswer([paidBook, freeBook], {
        totalItems: 30,
        totalPages: 2,
        hasNextPage: true,
      }),
    })
    renderStore('/home/store?category=Notes&sort=price&order=asc&limit=24&search=polity')

    expect(await screen.findByRole('heading', { name: 'Indian Polity Quick Notes' })).toBeVisible()
    const query = listCalls(calls).at(-1)!.query
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      limit: '24',
      sort: 'price',
      order: 'asc',
      category: 'Notes',
      search: 'polity',
    })
    expect(screen.getByText('Showing 2 of 30 results')).toBeInTheDocument()
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Educational Store' })).toBeInTheDocument()
    expect(
      screen.getByPlaceholderText('Search for books, notes, test series, authors...')
    ).toHaveValue('polity')
    expect(
      screen.getByRole('button', { name: 'Remove filter Category: Study Notes' })
    ).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Store pages' })).toBeInTheDocument()
  })

  it("asks for a signed-in learner's page once, as that learner, not first as a visitor", async () => {
    const calls = fakeApi({
      'POST /auth/validate': signedInAs(learner()),
      'GET /config': CONFIG,
      'POST /store/getAllBooks': listAnswer([paidBook]),
    })
    renderStore()

    expect(await screen.findByRole('heading', { name: 'Indian Polity Quick Notes' })).toBeVisible()
    const validated = calls.findIndex((call) => call.path === '/auth/validate')
    const listed = calls.findIndex((call) => call.path === '/store/getAllBooks')
    expect(listCalls(calls)).toHaveLength(1)
    expect(listed).toBeGreaterThan(validated)
  })

  it('shows as many skeleton cards as the page size while loading', () => {
    fakeApi({ 'POST /auth/validate': SIGNED_OUT, 'GET /config': CONFIG })
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    const { container } = renderStore('/home/store?limit=24')
    expect(container.querySelectorAll('.book-card')).toHaveLength(24)
    expect(container.querySelector('.book-results')).toHaveAttribute('aria-busy', 'true')
  })

  it('rewrites a hand-edited link to its sanitised form', async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'POST /store/getAllBooks': listAnswer([paidBook]),
    })
    renderStore('/home/store?page=abc&limit=500&sort=secret&order=up')
    await screen.findByRole('heading', { name: 'Indian Polity Quick Notes' })
    expect(screen.getAllByTestId('location')[0]).toHaveTextContent('/home/store?limit=100')
  })

  describe('search', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
    afterEach(() => vi.useRealTimers())

    it('applies the search 500 ms after typing stops, on page 1, with a removable chip', async () => {
      const calls = fakeApi({
        'POST /auth/validate': SIGNED_OUT,
        'GET /config': CONFIG,
        'POST /store/getAllBooks': listAnswer([paidBook]),
      })
      renderStore('/home/store?page=2')
      await screen.findByRole('heading', { name: 'Indian Polity Quick Notes' })
      const box = screen.getByPlaceholderText('Search for books, notes, test series, authors...')

      fireEvent.change(box, { target: { value: 'ethics' } })
      act(() => vi.advanceTimersByTime(499))
      expect(listCalls(calls).some((call) => call.query.get('search') === 'ethics')).toBe(false)
      act(() => vi.advanceTimersByTime(1))

      const location = screen.getAllByTestId('location')[0]
      expect(location).toHaveTextContent('/home/store?search=ethics')
      await screen.findByRole('button', { name: 'Remove filter Search: ethics' })
      expect(listCalls(calls).at(-1)!.query.get('search')).toBe('ethics')
      expect(listCalls(calls).at(-1)!.query.get('page')).toBe('1')

      fireEvent.click(screen.getByRole('button', { name: 'Remove filter Search: ethics' }))
      expect(location).toHaveTextContent(/^\/home\/store$/)
      expect(box).toHaveValue('')
    })
  })

  it('says No books found and clears search, category and author with Clear all filters', async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'POST /store/getAllBooks': listAnswer([], { totalPages: 0 }),
    })
    const user = userEvent.setup()
    renderStore('/home/store?category=Books&author=Nobody&search=zzz&sort=title&order=asc')

    expect(await screen.findByText('No books found')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }))
    expect(screen.getAllByTestId('location')[0]).toHaveTextContent(
      '/home/store?sort=title&order=asc'
    )
  })

  it('counts Free Resources over the whole listing, the same on every page', async () => {
    // six free items in 28, spread over three pages: 3 on the first, 2 on the second
    const pages: Record<string, ReturnType<typeof storeItem>[]> = {
      '1': [freeBook, { ...freeBook, _id: 'free-2' }, { ...freeBook, _id: 'free-3' }, paidBook],
      '2': [{ ...freeBook, _id: 'free-4' }, { ...freeBook, _id: 'free-5' }, paidBook],
    }
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'POST /store/getAllBooks': ({ query }) => {
        const page = query.get('page') ?? '1'
        return listAnswer(pages[page] ?? [], {
          totalItems: 28,
          freeItems: 6,
          currentPage: Number(page),
          totalPages: 3,
          hasNextPage: page !== '3',
          hasPrevPage: page !== '1',
        })
      },
    })
    const user = userEvent.setup()
    renderStore()

    await screen.findAllByRole('heading', { name: freeBook.title })
    expect(stat('Total Books')).toBe('28')
    expect(stat('Free Resources')).toBe('6')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
    expect(stat('Current Page')).toBe('2')
    expect(stat('Free Resources')).toBe('6')
    expect(stat('Total Books')).toBe('28')
  })

  it('shows 0 and 0 when a filter matches nothing, not the figures of the listing before', async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'POST /store/getAllBooks': ({ query }) =>
        query.get('search')
          ? listAnswer([], { totalItems: 0, freeItems: 0, totalPages: 0 })
          : listAnswer([freeBook, paidBook], { totalItems: 28, freeItems: 6, totalPages: 3 }),
    })
    const user = userEvent.setup()
    renderStore()
    await screen.findByRole('heading', { name: freeBook.title })
    expect(stat('Free Resources')).toBe('6')

    await user.type(
      screen.getByPlaceholderText('Search for books, notes, test series, authors...'),
      'zzz'
    )
    expect(await screen.findByText('No books found', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(stat('Total Books')).toBe('0')
    expect(stat('Free Resources')).toBe('0')
  })

  it('changing a filter returns to page 1', async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'POST /store/getAllBooks': listAnswer([paidBook], { totalPages: 3, currentPage: 3 }),
    })
    const user = userEvent.setup()
    renderStore('/home/store?page=3')
    await screen.findByRole('heading', { name: 'Indian Polity Quick Notes' })
    await user.selectOptions(screen.getByLabelText('Category'), 'TestSeries')
    expect(screen.getAllByTestId('location')[0]).toHaveTextContent(
      '/home/store?category=TestSeries'
    )
  })

  it('reports a failed fetch in words, without the status, and retries on request', async () => {
    let fail = true
    const calls = fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'POST /store/getAllBooks': () =>
        fail ? { status: 503, body: { success: false, message: 'Down' } } : listAnswer([paidBook]),
    })
    const user = userEvent.setup()
    renderStore()

    expect(await screen.findByText('Failed to fetch books')).toBeInTheDocument()
    expect(
      screen.getByText('Server error. The store could not be loaded; please try again.')
    ).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/\b503\b/)
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Indian Polity Quick Notes' })).toBeVisible()
    expect(listCalls(calls).length).toBeGreaterThanOrEqual(2)
  })

  it('offers Access on owned items and downloads through the API', async () => {
    const owner = learner({ _id: 'user-1' })
    const owned = storeItem({ studentsPurchase: [{ _id: 'user-1' }] })
    const calls = fakeApi({
      'POST /auth/validate': signedInAs(owner),
      'GET /config': CONFIG,
      'POST /store/getAllBooks': listAnswer([owned, freeBook]),
      'GET /store/download/book-1': {
        body: { success: true, url: '/api/v1/media/download/signed', expiresAt: '' },
      },
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const user = userEvent.setup()
    renderStore()

    const card = (await screen.findByRole('heading', { name: owned.title })).closest('.book-card')!
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Access' }))
    await vi.waitFor(() => expect(click).toHaveBeenCalled())
    expect(calls.some((call) => call.path === '/store/download/book-1')).toBe(true)
    const free = screen.getByRole('heading', { name: freeBook.title }).closest('.book-card')!
    expect(within(free as HTMLElement).getByRole('button', { name: 'Get Free' })).toBeVisible()
  })

  it('sends a visitor who confirms a purchase to /login, to come back to the store', async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'POST /store/getAllBooks': listAnswer([paidBook]),
    })
    const user = userEvent.setup()
    renderStore('/home/store?category=Notes')

    await user.click(await screen.findByRole('button', { name: 'Buy Now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Purchase' })
    expect(within(dialog).getByText('₹499')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Sign in to continue' }))

    const location = screen.getByTestId('location')
    expect(location).toHaveTextContent('/login')
    expect(location).toHaveAttribute('data-from', '/home/store?category=Notes')
  })

  it('gets a free item without the gateway and shows Access afterwards', async () => {
    const owner = learner({ _id: 'user-1' })
    let owned = false
    const calls = fakeApi({
      'POST /auth/validate': signedInAs(owner),
      'GET /config': CONFIG,
      'POST /store/getAllBooks': () =>
        listAnswer([{ ...freeBook, studentsPurchase: owned ? [{ _id: 'user-1' }] : [] }]),
      'POST /store/capture': () => {
        owned = true
        return {
          body: {
            success: true,
            message: 'Added to your library',
            data: freeGrant('book-2'),
            owned: true,
          },
        }
      },
    })
    const user = userEvent.setup()
    renderStore()

    await user.click(await screen.findByRole('button', { name: 'Get Free' }))
    const dialog = await screen.findByRole('dialog', { name: 'Get Free Content' })
    await user.click(within(dialog).getByRole('button', { name: 'Get it free' }))

    expect(await screen.findByRole('button', { name: 'Access' })).toBeVisible()
    // the card itself says what happened, not only a toast at the top of the window
    const card = screen
      .getAllByRole('heading', { name: freeBook.title })
      .map((heading) => heading.closest('.book-card'))
      .find(Boolean)!
    expect(within(card as HTMLElement).getByRole('status')).toHaveTextContent(
      'Added to your library'
    )
    expect(calls.find((call) => call.path === '/store/capture')?.body).toEqual({ bookId: 'book-2' })
    expect(toasts.showToast).toHaveBeenCalledWith(
      'success',
      '"Ethics Handbook" is now in your library. Use Access to download it.',
      expect.anything()
    )
  })

  it('shows the details of an item with its age, purchases and format', async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'GET /config': CONFIG,
      'POST /store/getAllBooks': listAnswer([paidBook]),
    })
    const user = userEvent.setup()
    renderStore()

    await user.click(await screen.findByRole('button', { name: 'Details' }))
    const dialog = await screen.findByRole('dialog', { name: paidBook.title })
    expect(within(dialog).getByText('Added 3 days ago')).toBeInTheDocument()
    expect(within(dialog).getByText('12 purchases')).toBeInTheDocument()
    expect(within(dialog).getByText('Status').nextElementSibling).toHaveTextContent('Published')
    expect(within(dialog).getByText('Format').nextElementSibling).toHaveTextContent('PDF')
    expect(within(dialog).getByRole('button', { name: 'Buy Now' })).toBeVisible()
  })
})
