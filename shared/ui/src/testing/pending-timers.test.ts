import { describe, expect, test, vi } from 'vitest'
import { clearPendingTimers, pendingTimerCount } from './pending-timers.ts'

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('timers a test file leaves waiting', () => {
  test('a timer that fired or was cleared is no longer counted', async () => {
    const before = pendingTimerCount()
    const fired = vi.fn()
    setTimeout(fired, 1)
    const cleared = setTimeout(fired, 1)
    clearTimeout(cleared)
    const interval = setInterval(fired, 1)
    expect(pendingTimerCount()).toBe(before + 2)
    await tick(20)
    clearInterval(interval)
    expect(pendingTimerCount()).toBe(before)
    expect(fired.mock.calls.length).toBeGreaterThanOrEqual(2)
  })

  test('clearPendingTimers lets what is due at once run and cancels the rest', async () => {
    const soon = vi.fn()
    const late = vi.fn()
    const repeating = vi.fn()
    setImmediate(soon)
    setTimeout(late, 300)
    setInterval(repeating, 100)
    await clearPendingTimers(10)
    expect(soon).toHaveBeenCalledOnce()
    expect(pendingTimerCount()).toBe(0)
    await tick(450)
    expect(late).not.toHaveBeenCalled()
    expect(repeating).not.toHaveBeenCalled()
  })

  test('fake timers put the tracking versions back when they are removed', () => {
    const tracking = globalThis.setTimeout
    vi.useFakeTimers()
    expect(globalThis.setTimeout).not.toBe(tracking)
    vi.useRealTimers()
    expect(globalThis.setTimeout).toBe(tracking)
    setTimeout(() => {}, 1000)
    expect(pendingTimerCount()).toBe(1)
  })
})
