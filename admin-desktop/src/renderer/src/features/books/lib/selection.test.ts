import { describe, expect, test } from 'vitest'
import { clickItem, EMPTY_SELECTION, keepVisible, pageState, togglePage } from './selection.ts'

const PAGE = ['a', 'b', 'c', 'd', 'e']
const ids = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort()

describe('book selection', () => {
  test('a plain click flips one item and becomes the anchor', () => {
    const one = clickItem(EMPTY_SELECTION, PAGE, 'b', false)
    expect(ids(one)).toEqual(['b'])
    expect(one.anchor).toBe('b')
    expect(ids(clickItem(one, PAGE, 'b', false))).toEqual([])
  })

  test('a shift-click selects the range from the anchor, either direction', () => {
    const anchored = clickItem(EMPTY_SELECTION, PAGE, 'b', false)
    expect(ids(clickItem(anchored, PAGE, 'd', true))).toEqual(['b', 'c', 'd'])
    const fromEnd = clickItem(EMPTY_SELECTION, PAGE, 'e', false)
    expect(ids(clickItem(fromEnd, PAGE, 'c', true))).toEqual(['c', 'd', 'e'])
  })

  test('a shift-click on a selected item clears the range', () => {
    let selection = togglePage(EMPTY_SELECTION, PAGE)
    selection = clickItem(selection, PAGE, 'a', false) // a off, anchor a
    selection = clickItem(selection, PAGE, 'a', false) // a on again, anchor a
    selection = clickItem(selection, PAGE, 'c', true) // c is on: a..c go off
    expect(ids(selection)).toEqual(['d', 'e'])
  })

  test('a shift-click without an anchor on the page is a plain click', () => {
    expect(ids(clickItem(EMPTY_SELECTION, PAGE, 'c', true))).toEqual(['c'])
    const stale = { ids: new Set<string>(), anchor: 'gone' }
    expect(ids(clickItem(stale, PAGE, 'c', true))).toEqual(['c'])
  })

  test('select all ticks the page, then unticks it; the box shows partial selections', () => {
    const all = togglePage(EMPTY_SELECTION, PAGE)
    expect(ids(all)).toEqual(PAGE)
    expect(pageState(all, PAGE)).toEqual({ checked: true, indeterminate: false })
    expect(ids(togglePage(all, PAGE))).toEqual([])
    const some = clickItem(EMPTY_SELECTION, PAGE, 'a', false)
    expect(pageState(some, PAGE)).toEqual({ checked: false, indeterminate: true })
    expect(ids(togglePage(some, PAGE))).toEqual(PAGE)
    expect(pageState(EMPTY_SELECTION, [])).toEqual({ checked: false, indeterminate: false })
  })

  test('only items still shown stay selected', () => {
    const selection = togglePage(EMPTY_SELECTION, PAGE)
    const kept = keepVisible(selection, ['a', 'z'])
    expect(ids(kept)).toEqual(['a'])
    expect(keepVisible(kept, ['a'])).toBe(kept)
  })
})
