import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useVisibleCardCount } from './use-visible-card-count.ts'

const originalWidth = window.innerWidth

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  window.dispatchEvent(new Event('resize'))
}

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: originalWidth })
})

describe('useVisibleCardCount', () => {
  it('follows the window across the 768 and 1024 px bounds', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 })
    const { result } = renderHook(() => useVisibleCardCount())
    expect(result.current).toBe(3)

    act(() => resizeTo(900))
    expect(result.current).toBe(2)

    act(() => resizeTo(375))
    expect(result.current).toBe(1)

    act(() => resizeTo(1024))
    expect(result.current).toBe(3)
  })
})
