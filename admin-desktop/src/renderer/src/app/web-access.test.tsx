import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createWebPlatform } from '../platform/web-platform.ts'
import { testUser } from '../test/fake-bridge.ts'
import { renderApp } from '../test/render-app.tsx'

/** The page the web platform drives, with location.replace observable. */
function fakePage() {
  const replace = vi.fn()
  const page = {
    location: { origin: 'http://127.0.0.1:3333', protocol: 'http:', replace },
    localStorage: window.localStorage,
    document: window.document,
    open: vi.fn(),
  }
  return { page: page as unknown as Window, replace }
}

function answerValidate(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      })
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => window.history.replaceState(null, '', '/'))

describe('the web admin at /admin', () => {
  test('a visitor is sent to the storefront home', async () => {
    const fetch = answerValidate(401, { success: false, message: 'Unauthorized access' })
    const { page, replace } = fakePage()
    renderApp(createWebPlatform(page))
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/home'))
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/auth/validate',
      expect.objectContaining({ method: 'POST', credentials: 'include' })
    )
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()
  })

  test('a signed-in learner is sent to the storefront home too', async () => {
    answerValidate(200, {
      success: true,
      user: testUser({ accountType: 'Student', firstName: 'Ravi' }),
    })
    const { page, replace } = fakePage()
    renderApp(createWebPlatform(page))
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/home'))
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument()
  })

  test('an Admin stays', async () => {
    answerValidate(200, { success: true, user: testUser() })
    const { page, replace } = fakePage()
    renderApp(createWebPlatform(page))
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 2 })).toBeInTheDocument()
    expect(replace).not.toHaveBeenCalled()
  })

  test('an unknown admin path goes to the storefront home, as anywhere on the site', async () => {
    window.history.replaceState(null, '', '/no-such-screen')
    answerValidate(200, { success: true, user: testUser() })
    const { page, replace } = fakePage()
    renderApp(createWebPlatform(page))
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/home'))
  })

  test('Settings shows the server it is served by, with no way to change it', async () => {
    window.history.replaceState(null, '', '/settings')
    answerValidate(200, { success: true, user: testUser() })
    const { page } = fakePage()
    renderApp(createWebPlatform(page))
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument()
    expect(screen.getByText('http://127.0.0.1:3333')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /Server address/ })).not.toBeInTheDocument()
  })
})
