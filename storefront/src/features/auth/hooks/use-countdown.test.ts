import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatCountdown, OTP_VALIDITY_SECONDS } from '@pathshala/shared'
import { useCountdown } from './use-countdown.ts'

describe('useCountdown (the OTP step)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function advance(seconds: number) {
    act(() => {
      vi.advanceTimersByTime(seconds * 1000)
    })
  }

  it('starts at 300 s, shown as 5:00, and counts down once a second', () => {
    const { result } = renderHook(() => useCountdown(OTP_VALIDITY_SECONDS))
    expect(result.current.secondsLeft).toBe(300)
    expect(formatCountdown(result.current.secondsLeft)).toBe('5:00')
    advance(1)
    expect(formatCountdown(result.current.secondsLeft)).toBe('4:59')
    advance(240)
    expect(formatCountdown(result.current.secondsLeft)).toBe('0:59')
    expect(result.current.expired).toBe(false)
  })

  it('expires at 0 and stays there', () => {
    const { result } = renderHook(() => useCountdown(OTP_VALIDITY_SECONDS))
    advance(299)
    expect(result.current.secondsLeft).toBe(1)
    advance(1)
    expect(result.current.secondsLeft).toBe(0)
    expect(result.current.expired).toBe(true)
    advance(30)
    expect(result.current.secondsLeft).toBe(0)
    expect(formatCountdown(result.current.secondsLeft)).toBe('0:00')
  })

  it('starts again from 300 s on reset, even after expiring', () => {
    const { result } = renderHook(() => useCountdown(OTP_VALIDITY_SECONDS))
    advance(400)
    expect(result.current.expired).toBe(true)
    act(() => result.current.reset())
    expect(result.current.secondsLeft).toBe(300)
    expect(result.current.expired).toBe(false)
    advance(2)
    expect(result.current.secondsLeft).toBe(298)
  })

  it('shows the true time left after the tab slept and timers fired late', () => {
    const { result } = renderHook(() => useCountdown(OTP_VALIDITY_SECONDS))
    // the clock moves on 100 s while no interval ran (a throttled background tab)
    act(() => {
      vi.setSystemTime(Date.now() + 100_000)
      vi.advanceTimersByTime(1000)
    })
    expect(result.current.secondsLeft).toBe(199)
  })
})
