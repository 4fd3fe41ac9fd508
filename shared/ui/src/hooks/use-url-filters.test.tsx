import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
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
