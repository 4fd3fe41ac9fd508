import { createStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { viewModeAtom } from './view-mode.ts'

afterEach(() => localStorage.clear())

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
})
