import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('desktop settings', () => {
  test('the server can be changed later: checked, saved, then the app restarts', async () => {
    window.history.replaceState(null, '', '/settings')
    const bridge = fakeBridge({ user: testUser() })
    const restart = vi.fn()
    renderApp(createDesktopPlatform(bridge, 'http://127.0.0.1:3333', restart))

    const address = await screen.findByRole('textbox', { name: /Server address/ })
    expect(address).toHaveValue('http://127.0.0.1:3333')
    await userEvent.clear(address)
    await userEvent.type(address, 'https://pathshala.example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Save and restart' }))

    expect(bridge.server.save).toHaveBeenCalledWith('https://pathshala.example.com')
    await waitFor(() => expect(restart).toHaveBeenCalledTimes(1))
  })

  test('shows who is signed in and signs out', async () => {
    window.history.replaceState(null, '', '/settings')
    const bridge = fakeBridge({ user: testUser() })
    renderApp(createDesktopPlatform(bridge, 'http://127.0.0.1:3333', vi.fn()))
    expect(await screen.findByText('admin@pathshala.local', { exact: false })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(
      await screen.findByRole('heading', { name: 'Sign in to Pathshala Admin' })
    ).toBeInTheDocument()
    expect(bridge.auth.signOut).toHaveBeenCalled()
  })
})
