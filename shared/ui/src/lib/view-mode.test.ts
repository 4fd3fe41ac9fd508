import { createStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { viewModeAtom } from './view-mode.ts'

const clearCookies = () => {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; Path=/; Max-Age=0`
  }
}

afterEach(() => {
  localStorage.clear()
  clearCookies()
})

describe("a listing's view", () => {
  it('is the grid until a learner chooses', () => {
    expect(createStore().get(viewModeAtom('test-view-new'))).toBe('grid')
  })

  it('starts as the remembered choice, before anything renders or subscribes', () => {
    localStorage.setItem('test-view-list', JSON.stringify('list'))
    expect(createStore().get(viewModeAtom('test-view-list'))).toBe('list')
  })

  it('is remembered when chosen', () => {
    const store = createStore()
    const view = viewModeAtom('test-view-chosen')
    store.set(view, 'list')
    expect(JSON.parse(localStorage.getItem('test-view-chosen')!)).toBe('list')
  })

  it('is copied into a cookie of the same name when chosen, for the server to render it', () => {
    const store = createStore()
    const view = viewModeAtom('test-view-cookie')
    store.set(view, 'list')
    expect(document.cookie.split('; ')).toContain('test-view-cookie=list')
    store.set(view, 'grid')
    expect(document.cookie.split('; ')).toContain('test-view-cookie=grid')
  })

  it('gets its cookie from a choice remembered before cookies were kept', () => {
    localStorage.setItem('test-view-old', JSON.stringify('list'))
    expect(createStore().get(viewModeAtom('test-view-old'))).toBe('list')
    expect(document.cookie.split('; ')).toContain('test-view-old=list')
  })
})
