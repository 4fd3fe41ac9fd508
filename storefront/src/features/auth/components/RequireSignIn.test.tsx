import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link } from 'react-router'
import { describe, expect, it } from 'vitest'
import { fakeApi, SIGNED_OUT } from '../../../test/fake-api.ts'
import { LocationProbe, renderRoute } from '../../../test/render-route.tsx'
import { learner, signedInAs } from '../../../test/users.ts'
import { useLogout } from '../api/session.ts'
import { RequireSignIn } from './RequireSignIn.tsx'

/** A private page whose Logout only signs out: where the learner lands is the guard's choice. */
function PrivatePage() {
  const logout = useLogout()
  return (
    <button type="button" onClick={() => logout.mutate()}>
      Logout
    </button>
  )
}

function Home() {
  return (
    <>
      <LocationProbe />
      <Link to="/home/user">Profile</Link>
    </>
  )
}

function sessionThatEndsOnLogout() {
  let signedIn = true
  fakeApi({
    'POST /auth/validate': () => (signedIn ? signedInAs(learner()) : SIGNED_OUT),
    'POST /auth/logout': () => {
      signedIn = false
      return { body: { success: true, message: 'Logout successful' } }
    },
  })
}

const renderPrivatePage = () =>
  renderRoute(
    <RequireSignIn>
      <PrivatePage />
    </RequireSignIn>,
    { at: '/home/user', routes: { '/home': <Home />, '/login': <LocationProbe /> } }
  )

describe('RequireSignIn', () => {
  it('sends a visitor to /login, remembering the page', async () => {
    fakeApi({ 'POST /auth/validate': SIGNED_OUT })
    renderPrivatePage()
    const location = await screen.findByTestId('location')
    expect(location).toHaveTextContent('/login')
    expect(location).toHaveAttribute('data-from', '/home/user')
  })

  it('sends a learner who logs out on the page home, not to /login', async () => {
    sessionThatEndsOnLogout()
    renderPrivatePage()
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/home$/)
  })

  it('asks for a sign-in again when the signed-out learner opens a private page later', async () => {
    sessionThatEndsOnLogout()
    renderPrivatePage()
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    await userEvent.click(await screen.findByRole('link', { name: 'Profile' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/login')
  })
})
