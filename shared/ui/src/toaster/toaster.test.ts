import { screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { clearToasts, dismissToast, showToast } from './toaster.ts'

afterEach(async () => {
  await clearToasts()
})

// Blueprint's leave animations run on timers after clear(): let them end while the DOM is still
// there, or one fires after the test environment is gone ('window is not defined')
afterAll(async () => {
  await clearToasts()
  await new Promise((resolve) => setTimeout(resolve, 1500))
})

const toastTexts = () =>
  [...document.querySelectorAll('.app-toaster .bp6-toast')].map((toast) => toast.textContent)

describe('toaster (success 2 s, errors 4 s, loading until replaced, at most 20)', () => {
  it('shows a success toast in the success colour for 2000 ms', async () => {
    await showToast('success', 'Login successful!')
    const text = await screen.findByText('Login successful!')
    const toast = text.closest('.bp6-toast')!
    expect(toast).toHaveClass('bp6-intent-success')
    // still there just before its time, gone after it
    await new Promise((resolve) => setTimeout(resolve, 1400))
    expect(screen.getByText('Login successful!')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Login successful!')).not.toBeInTheDocument(), {
      timeout: 2000,
    })
  })

  it('keeps an error toast for 4000 ms', async () => {
    await showToast('error', 'Payment failed')
    const text = await screen.findByText('Payment failed')
    const toast = text.closest('.bp6-toast')!
    expect(toast).toHaveClass('bp6-intent-danger')
    await new Promise((resolve) => setTimeout(resolve, 3200))
    expect(screen.getByText('Payment failed')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Payment failed')).not.toBeInTheDocument(), {
      timeout: 2000,
    })
  }, 10_000)

  it('keeps a loading toast until its key replaces or dismisses it', async () => {
    const key = await showToast('loading', 'Processing payment...')
    await screen.findByText('Processing payment...')
    await showToast('success', 'Payment successful!', { key })
    await screen.findByText('Payment successful!')
    expect(screen.queryByText('Processing payment...')).not.toBeInTheDocument()
    await dismissToast(key)
    await waitFor(() => expect(screen.queryByText('Payment successful!')).not.toBeInTheDocument())
  })

  it('keeps at most 20 toasts, dropping the oldest', async () => {
    for (let index = 1; index <= 25; index++) {
      await showToast('info', `Toast ${index}`)
    }
    // Blueprint spaces new toasts a few milliseconds apart so their animations keep up
    await waitFor(() => expect(toastTexts()).toContain('Toast 25'), { timeout: 4000 })
    await waitFor(() => expect(toastTexts()).toHaveLength(20))
    expect(toastTexts()).not.toContain('Toast 5')
    expect(toastTexts()).toContain('Toast 6')
  })
})
