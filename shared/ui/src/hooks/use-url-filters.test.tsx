import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SearchBox } from '../components/SearchBox.tsx'
import { readPage, readText, writeParams } from '../lib/url-params.ts'
import { useUrlFilters, type UrlFilterCodec } from './use-url-filters.ts'

interface Filters {
  search: string
  page: number
}

const codec: UrlFilterCodec<Filters> = {
  parse: (params) => ({ search: readText(params, 'search', 100), page: readPage(params) }),
  serialize: (filters) =>
    writeParams([
      ['search', filters.search, ''],
      ['page', filters.page, 1],
    ]),
}

/** Renders the hook on a memory router at `url`; `location()` reads where it is now. */
function mount(url: string, canonical = false) {
  const seen: { search: string; length: number } = { search: '', length: 0 }
  let router: ReturnType<typeof createMemoryRouter>
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] })
    return <RouterProvider router={router} />
  }
  const hook = renderHook(
    () => {
      const location = useLocation()
      seen.search = location.search
      return useUrlFilters(codec, { canonical })
    },
    { wrapper }
  )
  return { ...hook, seen, history: () => router.state.historyAction }
}

describe('useUrlFilters', () => {
  it('reads the filters from the query string', () => {
    const { result } = mount('/list?search=gk&page=3')
    expect(result.current.filters).toEqual({ search: 'gk', page: 3 })
  })

  it('writes new filters, and a change made from the current ones, leaving defaults out', () => {
    const { result, seen, history } = mount('/list?page=3')
    act(() => result.current.setFilters((current) => ({ ...current, search: 'polity', page: 1 })))
    expect(seen.search).toBe('?search=polity')
    expect(history()).toBe('PUSH')
    act(() => result.current.setFilters({ search: 'polity', page: 2 }, { replace: true }))
    expect(seen.search).toBe('?search=polity&page=2')
    expect(history()).toBe('REPLACE')
    expect(result.current.filters).toEqual({ search: 'polity', page: 2 })
  })

  it('keeps both of two changes made before the screen renders again (a filter, then a sort)', () => {
    const { result, seen } = mount('/list?page=3')
    act(() => {
      const { setFilters } = result.current
      setFilters((current) => ({ ...current, search: 'polity' }))
      setFilters((current) => ({ ...current, page: 1 }))
    })
    expect(seen.search).toBe('?search=polity')
    expect(result.current.filters).toEqual({ search: 'polity', page: 1 })
  })

  it('rewrites a hand-edited link in its clean form when canonical', () => {
    const { seen, history } = mount('/list?page=abc&search=%20gk%20&utm=x', true)
    expect(seen.search).toBe('?search=gk')
    expect(history()).toBe('REPLACE')
  })

  it('leaves the link as it is otherwise', () => {
    const { seen } = mount('/list?page=abc', false)
    expect(seen.search).toBe('?page=abc')
  })
})

/** A list screen with a search box and a link to a screen whose code loads until `arrive()`. */
function mountLeaving(url: string) {
  let arrive!: () => void
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  let setFilters!: ReturnType<typeof useUrlFilters<Filters>>['setFilters']
  function List() {
    const url = useUrlFilters(codec, { canonical: true })
    setFilters = url.setFilters
    return (
      <>
        <SearchBox
          id="s"
          label="Search"
          value={url.filters.search}
          onCommit={(search) => url.setFilters({ search, page: 1 }, { replace: true })}
        />
        <Link to="/edit?id=7">Continue</Link>
      </>
    )
  }
  const router = createMemoryRouter(
    [
      { path: '/list', Component: List },
      {
        path: '/edit',
        lazy: async () => {
          await arrived
          return { Component: () => <h1>Editor</h1> }
        },
      },
    ],
    { initialEntries: [url] }
  )
  render(<RouterProvider router={router} />)
  const where = () => `${router.state.location.pathname}${router.state.location.search}`
  return { router, where, arrive, oldSetFilters: () => setFilters }
}

describe('useUrlFilters while its screen is being left', () => {
  afterEach(() => vi.useRealTimers())

  it('drops a search committed while the next screen loads, so the link keeps its address', async () => {
    vi.useFakeTimers()
    const { router, where, arrive } = mountLeaving('/list')
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'polity' } })
    fireEvent.click(screen.getByRole('link', { name: 'Continue' }))
    expect(router.state.navigation.state).toBe('loading')
    // the search box's pause ends while the editor's code is still on its way
    act(() => vi.advanceTimersByTime(500))
    expect(where()).toBe('/list')
    await act(async () => arrive())
    expect(where()).toBe('/edit?id=7')
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument()
  })

  it('drops a write from the old screen once the router has moved on', async () => {
    const { router, where, arrive, oldSetFilters } = mountLeaving('/list')
    const setFilters = oldSetFilters()
    arrive()
    // the router is at the editor before React has rendered it: the list is still mounted
    await router.navigate('/edit?id=7')
    expect(screen.queryByRole('heading', { name: 'Editor' })).not.toBeInTheDocument()
    setFilters({ search: 'polity', page: 1 }, { replace: true })
    await act(async () => {})
    expect(where()).toBe('/edit?id=7')
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument()
  })

  it('writes on its own screen under a basename, and again once a navigation away is undone', async () => {
    const router = createMemoryRouter(
      [
        { path: '/list', Component: Search },
        { path: '/edit', lazy: () => new Promise(() => {}) },
      ],
      { basename: '/admin', initialEntries: ['/admin/list'] }
    )
    render(<RouterProvider router={router} />)
    fireEvent.click(screen.getByRole('button', { name: 'Polity' }))
    expect(router.state.location.search).toBe('?search=polity')
    void router.navigate('/edit')
    // the list opened again while the editor's code loads: writing to it works again
    await act(async () => router.navigate('/list'))
    fireEvent.click(screen.getByRole('button', { name: 'Polity' }))
    expect(router.state.location.search).toBe('?search=polity')
  })
})

function Search() {
  const { setFilters } = useUrlFilters(codec)
  return <button onClick={() => setFilters({ search: 'polity', page: 1 })}>Polity</button>
}
