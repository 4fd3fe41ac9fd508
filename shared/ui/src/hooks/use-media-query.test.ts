import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useMediaQuery } from './use-media-query.ts'

describe('useMediaQuery', () => {
  it('follows the query as it starts and stops matching', () => {
    let matches = false
    const listeners = new Set<() => void>()
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      get matches() {
        return matches
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }))
    const { result, unmount } = renderHook(() => useMediaQuery('(max-width: 767.98px)'))
    expect(result.current).toBe(false)
    act(() => {
      matches = true
      for (const listener of listeners) listener()
    })
    expect(result.current).toBe(true)
    unmount()
    expect(listeners.size).toBe(0)
  })
})
