import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../../platform/desktop-platform.ts'
import { createWebPlatform } from '../../platform/web-platform.ts'
import { fakeBridge, testUser } from '../../test/fake-bridge.ts'
import { renderApp } from '../../test/render-app.tsx'
import { Breadcrumbs } from './Breadcrumbs.tsx'
import { breadcrumbsOf } from './breadcrumbs.ts'
import { routedPaths, visibleEntries } from './sidebar-entries.ts'
import { NARROW_QUERY } from './use-sidebar-state.ts'

const SERVER = 'http://127.0.0.1:3333'

function signedInDesktop(path = '/settings') {
  window.history.replaceState(null, '', path)
  const bridge = fakeBridge({ user: testUser() })
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  return bridge
}

/** The page the web platform drives, with its own cookie jar and location.replace observable. */
function webPage(jar: { cookies: string[] } = { cookies: [] }) {
  const replace = vi.fn()
  const page = {
    location: { origin: SERVER, protocol: 'http:', replace },
    localStorage: window.localStorage,
    document: {
      get cookie() {
        return jar.cookies.map((cookie) => cookie.split(';')[0]).join('; ')
      },
      set cookie(cookie: string) {
        const name = cookie.split('=')[0]
        jar.cookies = [...jar.cookies.filter((kept) => !kept.startsWith(`${name}=`)), cookie]
      },
    },
    open: vi.fn(),
  }
  return { page: page as unknown as Window, replace, jar }
}

/** The API as the web admin sees it: a signed-in Admin, and every other call answered 200. */
function webApi() {
  const fetch = vi.fn(async (url: string) => {
    const body = url.endsWith('/auth/validate')
      ? { success: true, user: testUser() }
      : { success: true, message: 'Logged out' }
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function phoneSizedWindow() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

/** A tablet-wide window: narrower than NARROW_QUERY, wider than a phone. */
function tabletSizedWindow() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === NARROW_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

const sidebarToggle = () => screen.findByRole('button', { name: /^(Collapse|Expand) sidebar$/ })

afterEach(() => window.history.replaceState(null, '', '/'))

describe('the sidebar', () => {
  test('Ctrl+B collapses it and Cmd+B expands it again; each state is saved through the platform', async () => {
    const bridge = signedInDesktop()
    const toggle = await sidebarToggle()
    expect(toggle).toHaveAccessibleName('Collapse sidebar')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')

    await userEvent.keyboard('{Control>}b{/Control}')
    expect(toggle).toHaveAccessibleName('Expand sidebar')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(bridge.preferences.setSidebarOpen).toHaveBeenLastCalledWith(false)

    await userEvent.keyboard('{Meta>}b{/Meta}')
    expect(toggle).toHaveAccessibleName('Collapse sidebar')
    expect(bridge.preferences.setSidebarOpen).toHaveBeenLastCalledWith(true)
    // B alone is typing, not the shortcut
    await userEvent.keyboard('b')
    expect(bridge.preferences.setSidebarOpen).toHaveBeenCalledTimes(2)
  })

  test('starts as it was saved: collapsed, with the names kept for screen readers', async () => {
    const bridge = fakeBridge({ user: testUser() })
    bridge.preferences.sidebarOpen.mockResolvedValue(false as never)
    window.history.replaceState(null, '', '/settings')
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    expect(await sidebarToggle()).toHaveAccessibleName('Expand sidebar')
    const sections = screen.getByRole('navigation', { name: 'Admin sections' })
    expect(within(sections).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument()
  })

  test('on a tablet-wide window it starts collapsed to its icons, unless the admin opened it', async () => {
    tabletSizedWindow()
    const bridge = fakeBridge({ user: testUser() })
    window.history.replaceState(null, '', '/settings')
    const first = renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    expect(await sidebarToggle()).toHaveAccessibleName('Expand sidebar')
    expect(bridge.preferences.setSidebarOpen).not.toHaveBeenCalled()
    first.unmount()

    // the choice an admin made, here to open it, still wins
    bridge.preferences.sidebarOpen.mockResolvedValue(true as never)
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    expect(await sidebarToggle()).toHaveAccessibleName('Collapse sidebar')
  })

  test('on the web the state lives a week in the sidebar_state cookie and is read back', async () => {
    webApi()
    window.history.replaceState(null, '', '/settings')
    const { page, jar } = webPage()
    const first = renderApp(createWebPlatform(page))
    await userEvent.click(await sidebarToggle())
    expect(jar.cookies).toEqual(['sidebar_state=false; Path=/admin; Max-Age=604800; SameSite=Lax'])
    first.unmount()

    renderApp(createWebPlatform(webPage(jar).page))
    expect(await sidebarToggle()).toHaveAccessibleName('Expand sidebar')
  })

  test('lists only the sections that have a screen, and Settings', async () => {
    signedInDesktop()
    const sections = await screen.findByRole('navigation', { name: 'Admin sections' })
    expect(within(sections).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument()
    // every section has its screen now; a table without one hides its link (checked below)
    for (const built of ['Courses', 'Books', 'Category', 'Enroll', 'Transactions', 'Users']) {
      expect(within(sections).getByRole('link', { name: built })).toBeInTheDocument()
    }
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page')
    expect(
      visibleEntries(routedPaths([{ index: true }, { path: 'users/:id' }, { path: 'books' }])).map(
        (entry) => entry.label
      )
    ).toEqual(['Dashboard', 'Books', 'Users'])
  })
})

describe('the top bar', () => {
  test('shows the title, the tagline and the storefront pages of the configured server', async () => {
    signedInDesktop()
    const banner = await screen.findByRole('banner')
    expect(within(banner).getByText('Pathshala Admin')).toBeInTheDocument()
    expect(
      within(banner).getByText('Civil services & competitive exam coaching')
    ).toBeInTheDocument()
    const storefront = within(banner).getByRole('navigation', { name: 'Storefront' })
    expect(
      within(storefront)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')])
    ).toEqual([
      ['Home', `${SERVER}/home`],
      ['Courses', `${SERVER}/home/explore`],
      ['Store', `${SERVER}/home/store`],
      ['About Us', `${SERVER}/home/about`],
      ['Contact Us', `${SERVER}/home/contact`],
    ])
  })

  test('the theme switch applies the theme and saves it through the platform', async () => {
    const bridge = signedInDesktop()
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to light theme' }))
    expect(document.documentElement).not.toHaveClass('bp6-dark')
    await waitFor(() => expect(bridge.preferences.setTheme).toHaveBeenCalledWith('light'))
  })

  test('on a phone the links move into a menu dialog; on the desktop they open in the browser', async () => {
    phoneSizedWindow()
    const bridge = signedInDesktop()
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Storefront' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent)
    ).toEqual(['Home', 'Courses', 'Store', 'About Us', 'Contact Us'])
    expect(within(menu).getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument()

    await userEvent.click(within(menu).getByRole('link', { name: 'Store' }))
    expect(bridge.links.openExternal).toHaveBeenCalledWith(`${SERVER}/home/store`)
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
    )
  })

  test('on a phone Ctrl+B opens the sidebar as a drawer, which a link closes', async () => {
    phoneSizedWindow()
    const bridge = signedInDesktop()
    await screen.findByRole('button', { name: 'Open sidebar' })
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Control>}b{/Control}')
    const drawer = await screen.findByRole('dialog', { name: 'Pathshala Admin' })
    await userEvent.click(within(drawer).getByRole('link', { name: 'Dashboard' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // the drawer is not a preference
    expect(bridge.preferences.setSidebarOpen).not.toHaveBeenCalled()
  })
})

describe('breadcrumbs', () => {
  test('one crumb per segment under the base; names from the sections or the route', () => {
    expect(breadcrumbsOf('/')).toEqual([{ label: 'Dashboard', to: '/' }])
    expect(breadcrumbsOf('/users/u42/orders', { '/users/u42': 'Ravi Kumar' })).toEqual([
      { label: 'Dashboard', to: '/' },
      { label: 'Users', to: '/users' },
      { label: 'Ravi Kumar', to: '/users/u42' },
      { label: 'Orders', to: '/users/u42/orders' },
    ])
    expect(breadcrumbsOf('/enrolluser')).toContainEqual({ label: 'Enroll', to: '/enrolluser' })
    expect(breadcrumbsOf('/a%20b')).toContainEqual({ label: 'A b', to: '/a%20b' })
  })

  test('every earlier crumb is a link; the current one is marked and not a link', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <Breadcrumbs />
              <Outlet />
            </>
          ),
          children: [
            { path: 'users', element: null },
            { path: 'users/:id', handle: { crumb: 'Ravi Kumar' }, element: null },
          ],
        },
      ],
      { initialEntries: ['/users/u42'] }
    )
    render(<RouterProvider router={router} />)
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.textContent)
    ).toEqual(['Dashboard', 'Users'])
    expect(within(trail).getByText('Ravi Kumar')).toHaveAttribute('aria-current', 'page')

    await userEvent.click(within(trail).getByRole('link', { name: 'Users' }))
    expect(router.state.location.pathname).toBe('/users')
    expect(within(trail).getByText('Users')).toHaveAttribute('aria-current', 'page')
    await userEvent.click(within(trail).getByRole('link', { name: 'Dashboard' }))
    expect(router.state.location.pathname).toBe('/')
  })
})

describe('Logout in the sidebar', () => {
  test('on the desktop it revokes the token and the sign-in form comes back', async () => {
    const bridge = signedInDesktop()
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    expect(bridge.auth.signOut).toHaveBeenCalledTimes(1)
    expect(
      await screen.findByRole('heading', { name: 'Sign in to Pathshala Admin' })
    ).toBeInTheDocument()
  })

  test('on the web it ends the session on the server and leaves for the storefront home', async () => {
    const fetch = webApi()
    const { page, replace } = webPage()
    window.history.replaceState(null, '', '/settings')
    renderApp(createWebPlatform(page))
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/home'))
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' })
    )
  })
})

// keeps act() warnings of late popover transitions out of the output
afterEach(async () => {
  await act(async () => {})
})
