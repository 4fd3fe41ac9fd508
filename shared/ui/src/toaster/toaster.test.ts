import { act, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearToasts, dismissToast, showToast } from './toaster.ts'

// The toaster is made with the first call (its chunk loaded, its root mounted): once, here, with
// the time loading takes on a busy machine, so no test's timing includes it.
beforeAll(() => clearToasts(), 120_000)

// Blueprint's timers (each toast's time, the queue, the leave transition) are fake, moved by the
// tests; React's scheduler kept the real ones it took at load. act() lets React finish what each
// step started (a toast's own timer starts in an effect) before the next step.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

// the leave animations clear() starts end while the DOM is still there, or one fires after the
// test environment is gone ('window is not defined')
afterEach(async () => {
  await act(() => clearToasts())
  await leave()
  vi.useRealTimers()
})

/** Longer than Blueprint's leave transition (350 ms). */
const LEAVING_MS = 1000

const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** The leave transition of toasts dismissed in an earlier step (React started it since). */
const leave = () => elapse(LEAVING_MS)

/** The toast that shows `message`, unless it has started to leave. */
const staying = (message: string) =>
  screen.queryByText(message)?.closest('.bp6-toast:not(.bp6-toast-exit)') ?? null

const toastTexts = () =>
  [...document.querySelectorAll('.app-toaster .bp6-toast')].map((toast) => toast.textContent)

describe('toaster (success 2 s, errors 4 s, loading until replaced, at most 20)', () => {
  it('shows a success toast in the success colour for 2000 ms', async () => {
    await act(() => showToast('success', 'Login successful!'))
    expect(screen.getByText('Login successful!').closest('.bp6-toast')).toHaveClass(
      'bp6-intent-success'
    )
    // still there just before its time, gone after it
    await elapse(1999)
    expect(staying('Login successful!')).toBeInTheDocument()
    await elapse(1)
    expect(staying('Login successful!')).toBeNull()
    await leave()
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument()
  })

  it('keeps an error toast for 4000 ms', async () => {
    await act(() => showToast('error', 'Payment failed'))
    expect(screen.getByText('Payment failed').closest('.bp6-toast')).toHaveClass(
      'bp6-intent-danger'
    )
    await elapse(3999)
    expect(staying('Payment failed')).toBeInTheDocument()
    await elapse(1)
    expect(staying('Payment failed')).toBeNull()
    await leave()
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument()
  })

  it('keeps a loading toast until its key replaces or dismisses it', async () => {
    const key = await act(() => showToast('loading', 'Processing payment...'))
    await elapse(60_000)
    expect(staying('Processing payment...')).toBeInTheDocument()
    await act(() => showToast('success', 'Payment successful!', { key }))
    expect(screen.getByText('Payment successful!')).toBeInTheDocument()
    expect(screen.queryByText('Processing payment...')).not.toBeInTheDocument()
    await act(() => dismissToast(key))
    await leave()
    expect(screen.queryByText('Payment successful!')).not.toBeInTheDocument()
  })

  it('keeps at most 20 toasts, dropping the oldest', async () => {
    for (let index = 1; index <= 25; index++) {
      await act(() => showToast('info', `Toast ${index}`))
    }
    // Blueprint spaces new toasts 50 ms apart so their animations keep up (React renders between)
    for (let index = 1; index <= 25; index++) await elapse(50)
    await leave()
    expect(toastTexts()).toHaveLength(20)
    expect(toastTexts()).toContain('Toast 25')
    expect(toastTexts()).not.toContain('Toast 5')
    expect(toastTexts()).toContain('Toast 6')
  })
})
