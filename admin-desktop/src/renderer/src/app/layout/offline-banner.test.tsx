import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PlatformProvider, type Platform } from '../../platform/index.ts'
import { OfflineBanner } from './OfflineBanner.tsx'

/** A connectivity the test switches, and a health call that answers when `serverUp`. */
function setup(startOnline: boolean) {
  let online = startOnline
  const listeners = new Set<(value: boolean) => void>()
  const set = (value: boolean) => {
    online = value
    for (const listener of listeners) listener(value)
  }
  let serverUp = false
  const health = vi.fn(async () => {
    if (!serverUp) throw new Error('no answer')
    set(true)
    return { status: 200, body: { success: true, message: 'ok' } }
  })
  const platform = {
    api: {
      get: async (path: string) => {
        if (path === '/health') return health()
        throw new Error(`unexpected GET ${path}`)
      },
    },
    connectivity: {
      online: () => online,
      subscribe: (listener: (value: boolean) => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  } as unknown as Platform
  render(
    <PlatformProvider platform={platform}>
      <OfflineBanner />
    </PlatformProvider>
  )
  return { set, health, bringServerUp: () => (serverUp = true) }
}

describe('the offline banner', () => {
  it('shows the moment the server stops answering and goes when it answers', () => {
    const { set } = setup(true)
    expect(screen.queryByText('Offline: the server cannot be reached')).toBeNull()
    act(() => set(false))
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your changes are kept on this computer and sent when the server answers again.'
    )
    act(() => set(true))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('Retry asks the server again; the banner stays until it answers', async () => {
    const user = userEvent.setup()
    const { health, bringServerUp } = setup(false)
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(health).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled()
    bringServerUp()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
