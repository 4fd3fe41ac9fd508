import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RedirectIfSignedIn } from '../features/auth/components/RedirectIfSignedIn.tsx'
import { RequireSignIn } from '../features/auth/components/RequireSignIn.tsx'
import { fakeApi, SIGNED_OUT } from './fake-api.ts'
import { LocationProbe, renderRoute } from './render-route.tsx'
import { signedInAs } from './users.ts'

const PRIVATE_PAGE = <p>Private page</p>

describe('RequireSignIn (/home/enrolled and /home/user need a session)', () => {
  it('sends a visitor to /login and remembers where they were going', async () => {
    const calls = fakeApi({ 'POST /auth/validate': SIGNED_OUT })
    renderRoute(<RequireSignIn>{PRIVATE_PAGE}</RequireSignIn>, {
      at: '/home/enrolled?id=course-7',
      routes: { '/login': <LocationProbe /> },
    })

    const location = await screen.findByTestId('location')
    expect(location).toHaveTextContent('/login')
    expect(location).toHaveAttribute('data-from', '/home/enrolled?id=course-7')
    expect(screen.queryByText('Private page')).not.toBeInTheDocument()
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /auth/validate'])
  })

  it('shows a spinner while the session is checked, then the page to a signed-in user', async () => {
    fakeApi({ 'POST /auth/validate': signedInAs() })
    renderRoute(<RequireSignIn>{PRIVATE_PAGE}</RequireSignIn>, { at: '/home/user' })

    expect(screen.getByLabelText('Loading')).toBeInTheDocument()
    expect(await screen.findByText('Private page')).toBeInTheDocument()
  })
})

describe('RedirectIfSignedIn (/login sends a signed-in user to /home)', () => {
  it('redirects a signed-in user to /home', async () => {
    fakeApi({ 'POST /auth/validate': signedInAs() })
    renderRoute(
      <RedirectIfSignedIn>
        <p>Login form</p>
      </RedirectIfSignedIn>,
      { at: '/login', routes: { '/home': <LocationProbe /> } }
    )

    expect(await screen.findByTestId('location')).toHaveTextContent('/home')
  })

  it('shows the login page to a visitor', async () => {
    fakeApi({ 'POST /auth/validate': SIGNED_OUT })
    renderRoute(
      <RedirectIfSignedIn>
        <p>Login form</p>
      </RedirectIfSignedIn>,
      { at: '/login' }
    )

    expect(await screen.findByText('Login form')).toBeInTheDocument()
  })
})
