import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../platform/desktop-platform.ts'
import { fakeBridge } from '../test/fake-bridge.ts'
import { renderApp } from '../test/render-app.tsx'

describe('first run on the desktop', () => {
  test('asks for the server with the local address filled in, then saves it and restarts', async () => {
    const bridge = fakeBridge()
    const restart = vi.fn()
    renderApp(createDesktopPlatform(bridge, null, restart))

    expect(
      screen.getByRole('heading', { name: 'Connect to your Pathshala server' })
    ).toBeInTheDocument()
    const address = screen.getByRole('textbox', { name: /Server address/ })
    expect(address).toHaveValue('http://127.0.0.1:3333')
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Connect' }))
    expect(bridge.server.save).toHaveBeenCalledWith('http://127.0.0.1:3333')
    await waitFor(() => expect(restart).toHaveBeenCalledTimes(1))
    expect(bridge.auth.currentUser).not.toHaveBeenCalled()
  })

  test('a server that does not answer is not saved, and the reason is shown', async () => {
    const bridge = fakeBridge()
    bridge.server.save.mockResolvedValueOnce({
      ok: false,
      status: 0,
      message:
        'No answer from https://10.0.0.9:3333. Check the address and that the server is running.',
      errors: [],
    } as never)
    const restart = vi.fn()
    renderApp(createDesktopPlatform(bridge, null, restart))

    const address = screen.getByRole('textbox', { name: /Server address/ })
    await userEvent.clear(address)
    await userEvent.type(address, 'https://10.0.0.9:3333')
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }))

    expect(
      await screen.findByText(
        'No answer from https://10.0.0.9:3333. Check the address and that the server is running.'
      )
    ).toBeInTheDocument()
    expect(bridge.server.save).toHaveBeenCalledWith('https://10.0.0.9:3333')
    expect(restart).not.toHaveBeenCalled()
  })

  test('Test connection asks the server without saving', async () => {
    const bridge = fakeBridge()
    renderApp(createDesktopPlatform(bridge, null, vi.fn()))
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }))
    expect(
      await screen.findByText('A Pathshala server answers at http://127.0.0.1:3333.')
    ).toBeInTheDocument()
    expect(bridge.server.check).toHaveBeenCalledWith('http://127.0.0.1:3333')
    expect(bridge.server.save).not.toHaveBeenCalled()
  })

  test('with a server set, the sign-in form comes next; the server can still be changed', async () => {
    const bridge = fakeBridge()
    renderApp(createDesktopPlatform(bridge, 'https://pathshala.example.com', vi.fn()))

    expect(
      await screen.findByRole('heading', { name: 'Sign in to Pathshala Admin' })
    ).toBeInTheDocument()
    expect(screen.getByText('https://pathshala.example.com')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Change' }))
    expect(screen.getByRole('textbox', { name: /Server address/ })).toHaveValue(
      'https://pathshala.example.com'
    )
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }))
    expect(screen.getByRole('heading', { name: 'Sign in to Pathshala Admin' })).toBeInTheDocument()
  })
})
