import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tidyText, useDebouncedCommit } from './use-debounced-commit.ts'

describe('useDebouncedCommit', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function setup(value = '') {
    const commit = vi.fn()
    const hook = renderHook(({ current }) => useDebouncedCommit(current, commit, 500), {
      initialProps: { current: value },
    })
    return { commit, ...hook }
  }

  it('commits the tidied draft once it has been still for the delay', () => {
    const { result, commit } = setup()
    act(() => result.current[1]('po'))
    act(() => vi.advanceTimersByTime(300))
    act(() => result.current[1]('  polity   notes '))
    act(() => vi.advanceTimersByTime(499))
    expect(commit).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(commit).toHaveBeenCalledExactlyOnceWith('polity notes')
    expect(result.current[0]).toBe('  polity   notes ')
  })

  it('commits at once with commitNow, and not again when the timer would have', () => {
    const { result, commit } = setup()
    act(() => result.current[1]('gk'))
    act(() => result.current[2]('gk'))
    expect(commit).toHaveBeenCalledExactlyOnceWith('gk')
    act(() => vi.advanceTimersByTime(1000))
    expect(commit).toHaveBeenCalledOnce()
  })

  it('follows a value changed elsewhere without committing it back', () => {
    const { result, commit, rerender } = setup('history')
    expect(result.current[0]).toBe('history')
    rerender({ current: '' })
    expect(result.current[0]).toBe('')
    act(() => vi.advanceTimersByTime(1000))
    expect(commit).not.toHaveBeenCalled()
  })

  it('keeps what is being typed when its own commit comes back as the value', () => {
    const { result, commit, rerender } = setup()
    act(() => result.current[1]('pol '))
    act(() => vi.advanceTimersByTime(500))
    expect(commit).toHaveBeenCalledWith('pol')
    rerender({ current: 'pol' })
    expect(result.current[0]).toBe('pol ')
  })

  it('tidies spaces as the address bar does', () => {
    expect(tidyText('  a \t b  ')).toBe('a b')
  })
})
