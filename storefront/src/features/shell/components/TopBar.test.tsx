import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, SIGNED_OUT } from '../../../test/fake-api.ts'
import { LocationProbe, renderRoute } from '../../../test/render-route.tsx'
import { learner, signedInAs } from '../../../test/users.ts'
import { TopBar } from './TopBar.tsx'

const CONFIG = {
  status: 200,
  body: { success: true, message: 'OK', data: { appName: 'Gurukul', googleSignIn: false } },
}

// jsdom 31 declares matchMedia without implementing it: a narrow screen (the top bar's links
// still render, hidden only by CSS) is the honest stand-in.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})

describe('TopBar', () => {
  it('shows the brand from the server, the five links with the current one marked', async () => {
    fakeApi({ 'GET /config': CONFIG, 'POST /auth/validate': SIGNED_OUT })
    renderRoute(<TopBar />, { at: '/home/store' })

    expect(await screen.findByText('Gurukul')).toBeInTheDocument()
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Courses',
      'Store',
      'About Us',
      'Contact Us',
    ])
    expect(within(nav).getByRole('link', { name: 'Store' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })

  it('offers Sign In to a visitor', async () => {
    fakeApi({ 'GET /config': CONFIG, 'POST /auth/validate': SIGNED_OUT })
    renderRoute(<TopBar />, { at: '/home', routes: { '/login': <LocationProbe /> } })

    const signIn = await screen.findByRole('button', { name: 'Sign In' })
    expect(signIn).toHaveAttribute('href', '/login')
    await userEvent.click(signIn)
    expect(await screen.findByTestId('location')).toHaveTextContent('/login')
  })

  it('gives a learner a profile menu with name, email, Profile and Logout but no Admin Panel', async () => {
    fakeApi({ 'GET /config': CONFIG, 'POST /auth/validate': signedInAs(learner()) })
    const user = userEvent.setup()
    renderRoute(<TopBar />, { at: '/home', routes: { '/home/user': <LocationProbe /> } })

    await user.click(await screen.findByRole('button', { name: 'Account menu for Demo Learner' }))
    const menu = await screen.findByRole('menu', { name: 'Account' })
    expect(within(menu).getByText('Demo Learner')).toBeInTheDocument()
    expect(within(menu).getByText('learner@pathshala.local')).toBeInTheDocument()
    expect(within(menu).queryByText('Admin Panel')).not.toBeInTheDocument()
    expect(within(menu).getByText('Logout')).toBeInTheDocument()

    await user.click(within(menu).getByText('Profile'))
    expect(await screen.findByTestId('location')).toHaveTextContent('/home/user')
  })

  it('adds Admin Panel, a full page link to /admin, for an admin', async () => {
    fakeApi({
      'GET /config': CONFIG,
      'POST /auth/validate': signedInAs(
        learner({ name: 'Site Admin', email: 'admin@pathshala.local', accountType: 'Admin' })
      ),
    })
    const user = userEvent.setup()
    renderRoute(<TopBar />, { at: '/home' })

    await user.click(await screen.findByRole('button', { name: 'Account menu for Site Admin' }))
    const adminPanel = await screen.findByRole('menuitem', { name: /Admin Panel/ })
    expect(adminPanel).toHaveAttribute('href', '/admin')
  })

  it('logs out from the menu and goes back to /home', async () => {
    const calls = fakeApi({
      'GET /config': CONFIG,
      'POST /auth/validate': signedInAs(learner()),
      'POST /auth/logout': { status: 200, body: { success: true, message: 'Logout successful' } },
    })
    const user = userEvent.setup()
    renderRoute(<TopBar />, { at: '/home/about', routes: { '/home': <LocationProbe /> } })

    await user.click(await screen.findByRole('button', { name: 'Account menu for Demo Learner' }))
    await user.click(await screen.findByText('Logout'))

    expect(await screen.findByTestId('location')).toHaveTextContent('/home')
    expect(calls.some((call) => call.path === '/auth/logout')).toBe(true)
  })

  it('opens the side menu from the labelled menu button, with the links and Sign In', async () => {
    fakeApi({ 'GET /config': CONFIG, 'POST /auth/validate': SIGNED_OUT })
    const user = userEvent.setup()
    renderRoute(<TopBar />, { at: '/home/contact' })

    const open = screen.getByRole('button', { name: 'Open menu' })
    expect(open).toHaveAttribute('aria-expanded', 'false')
    await user.click(open)

    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    expect(open).toHaveAttribute('aria-expanded', 'true')
    expect(within(drawer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'aria-current',
      'page'
    )
    expect(within(drawer).getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(
      within(drawer).getByRole('button', { name: 'Switch to light theme' })
    ).toBeInTheDocument()

    await user.click(within(drawer).getByRole('link', { name: 'Store' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull())
  })

  it('toggles the theme and remembers it', async () => {
    fakeApi({ 'GET /config': CONFIG, 'POST /auth/validate': SIGNED_OUT })
    const user = userEvent.setup()
    renderRoute(<TopBar />, { at: '/home' })

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }))
    expect(localStorage.getItem('pathshala-theme')).toBe('"light"')
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument()
  })
})
