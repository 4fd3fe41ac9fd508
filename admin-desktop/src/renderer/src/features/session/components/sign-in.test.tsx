import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'

const SERVER = 'http://127.0.0.1:3333'

async function signIn(email: string, password: string) {
  if (email) await userEvent.type(await screen.findByLabelText('Email'), email)
  if (password) await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('desktop sign-in', () => {
  test('checks the form before asking the server', async () => {
    const bridge = fakeBridge()
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    await screen.findByLabelText('Email')
    await signIn('', '')
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(bridge.auth.signIn).not.toHaveBeenCalled()
  })

  test("shows the API's message for wrong credentials", async () => {
    const bridge = fakeBridge()
    bridge.auth.signIn.mockResolvedValueOnce({
      ok: false,
      status: 401,
      message: 'Invalid email or password',
      errors: [],
    } as never)
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    await signIn('admin@pathshala.local', 'wrong')
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument()
    expect(bridge.auth.signIn).toHaveBeenCalledWith({
      email: 'admin@pathshala.local',
      password: 'wrong',
    })
  })

  test('a learner account is refused with a clear message', async () => {
    const bridge = fakeBridge()
    bridge.auth.signIn.mockResolvedValueOnce({
      ok: false,
      status: 403,
      message: 'This app is for Pathshala administrators. Your account is not an Admin account.',
      errors: [],
    } as never)
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    await signIn('learner@pathshala.local', 'Learner@12345')
    expect(
      await screen.findByText(
        'This app is for Pathshala administrators. Your account is not an Admin account.'
      )
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Sign in to Pathshala Admin' })).toBeInTheDocument()
  })

  test('field errors from the server sit under their fields', async () => {
    const bridge = fakeBridge()
    bridge.auth.signIn.mockResolvedValueOnce({
      ok: false,
      status: 422,
      message: 'Validation failed',
      errors: [{ field: 'email', message: 'Invalid email address', rule: 'email' }],
    } as never)
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    await signIn('admin@pathshala.local', 'x')
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
  })

  test('an Admin gets in; Logout brings the form back', async () => {
    const bridge = fakeBridge()
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    await signIn('admin@pathshala.local', 'Admin@12345')
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 2 })).toBeInTheDocument()
    expect(screen.queryByText(/no secure place/)).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    expect(
      await screen.findByRole('heading', { name: 'Sign in to Pathshala Admin' })
    ).toBeInTheDocument()
    expect(bridge.auth.signOut).toHaveBeenCalledTimes(1)
  })

  test('a sign-in that ends with the app says so', async () => {
    const bridge = fakeBridge()
    bridge.auth.signIn.mockResolvedValueOnce({
      ok: true,
      user: testUser(),
      remembered: false,
    } as never)
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    await signIn('admin@pathshala.local', 'Admin@12345')
    expect(await screen.findByText(/no secure place to keep your sign-in/)).toBeInTheDocument()
  })

  test('a remembered sign-in opens straight into the app', async () => {
    const bridge = fakeBridge({ user: testUser() })
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 2 })).toBeInTheDocument()
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()
  })

  test('an unreachable server offers a retry and a way to change the server', async () => {
    const bridge = fakeBridge()
    bridge.auth.currentUser.mockResolvedValueOnce({
      ok: false,
      status: 0,
      message: 'Network error. Please check your connection.',
      errors: [],
    } as never)
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    expect(
      await screen.findByText('Network error. Please check your connection.')
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Sign in to Pathshala Admin' })
      ).toBeInTheDocument()
    )
  })
})
