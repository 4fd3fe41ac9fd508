import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { stateScript, type RenderedState } from '@pathshala/shared/rendered-page'
import { adoptRenderedState } from './rendered-state.ts'

const BOOKS_KEY = ['store', 'books', null, { page: 1 }]

function pageWith(state: RenderedState) {
  document.body.innerHTML = `<div id="root"><main>rendered</main></div>${stateScript(state)}`
}

afterEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
})

describe("a listing's server-rendered state", () => {
  const state: RenderedState = {
    queries: [
      { queryKey: ['current-user'], data: null, updatedAt: 0 },
      { queryKey: BOOKS_KEY, data: { books: [{ title: 'Ethics' }] }, updatedAt: 1_700_000_000_000 },
    ],
    storage: { 'pathshala-store-view': null },
  }

  it('fills the cache with the answers the markup shows, answered as the page arrived', () => {
    pageWith(state)
    const queryClient = new QueryClient()
    const arrived = Date.now()
    expect(adoptRenderedState(queryClient)).toBe(true)
    expect(queryClient.getQueryData(BOOKS_KEY)).toEqual({ books: [{ title: 'Ethics' }] })
    // a render kept a while is not stale at once: the page's first render would report a
    // refetch the markup does not show
    expect(queryClient.getQueryState(BOOKS_KEY)!.dataUpdatedAt).toBeGreaterThanOrEqual(arrived)
    // the session is there, as a visitor's, and stale: asked again once hydrated
    const session = queryClient.getQueryState(['current-user'])!
    expect(session.status).toBe('success')
    expect(session.data).toBeNull()
    expect(session.dataUpdatedAt).toBe(0)
  })

  it("is adopted only when this browser's storage holds what it was rendered from", () => {
    const listed = { ...state, storage: { 'pathshala-store-view': '"list"' } }
    pageWith(listed)
    expect(adoptRenderedState(new QueryClient())).toBe(false)
    localStorage.setItem('pathshala-store-view', '"list"')
    expect(adoptRenderedState(new QueryClient())).toBe(true)
    pageWith(state)
    expect(adoptRenderedState(new QueryClient())).toBe(false)
  })

  it('is not there on any other page: nothing is put, the markup is adopted as it is', () => {
    document.body.innerHTML = '<div id="root"></div>'
    const queryClient = new QueryClient()
    expect(adoptRenderedState(queryClient)).toBe(true)
    expect(queryClient.getQueryCache().getAll()).toEqual([])
  })
})
