import { describe, expect, it } from 'vitest'
import { pageWindow } from './page-window.ts'

describe('pageWindow (up to 5 page buttons centred on the current page)', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('centres the window on the current page', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7])
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8])
  })

  it('keeps a full window near the first and the last page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10])
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10])
  })

  it('clamps a current page outside the range', () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(-3, 2)).toEqual([1, 2])
    expect(pageWindow(42, 10)).toEqual([6, 7, 8, 9, 10])
    expect(pageWindow(Number.NaN, 7)).toEqual([1, 2, 3, 4, 5])
  })

  it('gives no buttons without pages', () => {
    expect(pageWindow(1, 0)).toEqual([])
    expect(pageWindow(1, -1)).toEqual([])
    expect(pageWindow(1, Number.NaN)).toEqual([])
  })

  it('takes another window size', () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6])
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7])
    expect(pageWindow(1, 10, 0)).toEqual([])
  })
})
