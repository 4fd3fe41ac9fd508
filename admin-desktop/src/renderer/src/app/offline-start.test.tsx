import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../platform/desktop-platform.ts'
import { fakeBridge, testUser } from '../test/fake-bridge.ts'
import { renderApp } from '../test/render-app.tsx'

const SERVER = 'https://pathshala.example.com'

describe('starting the desktop app while the server does not answer', () => {
  // the whole app renders twice over: generous on a loaded machine
  test(
    'a kept sign-in opens the app as its Admin, showing it is offline',
    { timeout: 20_000 },
    async () => {
      const bridge = fakeBridge()
      bridge.auth.currentUser.mockImplementation(async () => ({
        ok: true as const,
        user: testUser(),
        offline: true,
      }))
      bridge.api.send.mockImplementation(
        async () =>
          ({
            ok: false,
            status: 0,
            message: 'The server did not answer. Check your connection, or try again in a moment.',
            errors: [],
          }) as never
      )
      renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))

      expect(await screen.findByText('Offline: the server cannot be reached')).toBeInTheDocument()
      expect(screen.getAllByRole('link', { name: /Courses/ }).length).toBeGreaterThan(0)
      expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()

      // the server answers again, and now refuses the kept sign-in: the sign-in screen comes back
      bridge.api.send.mockImplementation(async () => ({
        status: 200,
        statusText: 'OK',
        headers: [['content-type', 'application/json']],
        body: JSON.stringify({ success: true, status: 'ok', database: true }),
      }))
      bridge.auth.currentUser.mockImplementation(async () => ({ ok: true as const, user: null }))
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
      expect(await screen.findByLabelText('Email')).toBeInTheDocument()
      await waitFor(() =>
        expect(screen.queryByText('Offline: the server cannot be reached')).not.toBeInTheDocument()
      )
    }
  )
})
