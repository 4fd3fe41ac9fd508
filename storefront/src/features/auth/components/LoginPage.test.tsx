import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, SIGNED_OUT, type FakeAnswer } from '../../../test/fake-api.ts'
import { LocationProbe, renderRoute } from '../../../test/render-route.tsx'
import { learner, signedInAs } from '../../../test/users.ts'
import { clearToasts, showToast } from '@pathshala/ui'
import LoginPage from './LoginPage.tsx'
import { RedirectIfSignedIn } from './RedirectIfSignedIn.tsx'
import { RequireSignIn } from './RequireSignIn.tsx'

vi.mock('@pathshala/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pathshala/ui')>()),
  showToast: vi.fn(),
  clearToasts: vi.fn(async () => {}),
  dismissToast: vi.fn(),
}))

const CONFIG = (googleSignIn: boolean) => ({
  status: 200,
  body: { success: true, message: 'OK', data: { appName: 'Pathshala', googleSignIn } },
})

/** validate answers 401 until login succeeded, as the real session does. */
function sessionRoutes(login: FakeAnswer): Record<string, FakeAnswer> {
  let signedIn = false
  return {
    'GET /config': CONFIG(false),
    'POST /auth/validate': () => (signedIn ? signedInAs() : SIGNED_OUT),
    'POST /auth/login': (request) => {
      const answer = typeof login === 'function' ? login(request) : login
      if ((answer.status ?? 200) === 200) signedIn = true
      return answer
    },
  }
}

const LOGIN_OK = {
  status: 200,
  body: { success: true, message: 'Login successful!', user: learner() },
}
const LOGIN_REFUSED = {
  status: 401,
  body: { success: false, message: 'Invalid email or password' },
}

function renderLogin(routes: Record<string, FakeAnswer>, at = '/login') {
  const calls = fakeApi(routes)
  renderRoute(
    <RedirectIfSignedIn>
      <LoginPage />
    </RedirectIfSignedIn>,
    {
      at,
      path: '/login',
      routes: { '/home': <LocationProbe />, '/home/contact': <LocationProbe /> },
    }
  )
  return { calls, user: userEvent.setup({ delay: null }) }
}

const errorToasts = () => vi.mocked(showToast).mock.calls.filter(([kind]) => kind === 'error')

const loginPanel = () => screen.getByRole('tabpanel', { name: 'Login' })
const emailField = () => within(loginPanel()).getByLabelText('Email')
const passwordField = () => within(loginPanel()).getByLabelText('Password', { selector: 'input' })

describe('LoginPage: signing in', () => {
  beforeEach(() => {
    vi.mocked(showToast).mockClear()
    vi.mocked(clearToasts).mockClear()
  })

  it('opens on the Login tab with the documented texts', async () => {
    renderLogin(sessionRoutes(LOGIN_OK))
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Register' })).toBeInTheDocument()
    expect(within(loginPanel()).getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
    expect(screen.getByText('Sign in to your account to continue')).toBeInTheDocument()
    expect(screen.getByText('Sign in to your account or create a new one')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Welcome to Pathshala' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/home/contact'
    )
    expect(screen.getByText(/By continuing you agree to our/)).toBeInTheDocument()
  })

  it('signs in: clears old toasts, says so, and goes to /home', async () => {
    const { calls, user } = renderLogin(sessionRoutes(LOGIN_OK))
    await user.type(emailField(), ' learner@pathshala.local ')
    await user.type(passwordField(), 'Learner@12345')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByTestId('location')).toHaveTextContent('/home')
    expect(clearToasts).toHaveBeenCalled()
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Login successful!'))
    expect(calls.find((call) => call.path === '/auth/login')?.body).toEqual({
      email: 'learner@pathshala.local',
      password: 'Learner@12345',
    })
  })

  it('comes back to the page that required a session', async () => {
    fakeApi(sessionRoutes(LOGIN_OK))
    renderRoute(
      <RequireSignIn>
        <p>Profile page</p>
      </RequireSignIn>,
      {
        at: '/home/user',
        routes: {
          '/login': (
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          ),
        },
      }
    )
    const user = userEvent.setup({ delay: null })
    await user.type(await screen.findByLabelText('Email'), 'learner@pathshala.local')
    await user.type(passwordField(), 'Learner@12345')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByText('Profile page')).toBeInTheDocument()
  })

  it('says a refusal once, in words, in a red box: no status toast', async () => {
    const { user } = renderLogin(sessionRoutes(LOGIN_REFUSED))
    await user.type(emailField(), 'learner@pathshala.local')
    await user.type(passwordField(), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    const box = await screen.findByText('Invalid email or password')
    expect(box.closest('.bp6-callout')).toHaveClass('bp6-intent-danger')
    expect(errorToasts()).toEqual([])
    expect(document.body).not.toHaveTextContent(/Error:|\b401\b/)
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })

  it("says 'An error occurred. Please try again.' without a readable answer, and no status", async () => {
    const { user } = renderLogin(sessionRoutes(() => ({ status: 502, body: undefined })))
    await user.type(emailField(), 'learner@pathshala.local')
    await user.type(passwordField(), 'Learner@12345')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument()
    expect(errorToasts()).toEqual([])
    expect(document.body).not.toHaveTextContent(/\b502\b|\b500\b/)
  })

  it('says how long to wait after too many failed sign-ins', async () => {
    const { user } = renderLogin(
      sessionRoutes({
        status: 429,
        headers: { 'Retry-After': '900' },
        body: { success: false, message: 'Too many attempts. Please try again in 15 minute(s).' },
      })
    )
    await user.type(emailField(), 'learner@pathshala.local')
    await user.type(passwordField(), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(
      await screen.findByText('Too many attempts. Please try again in 15 minute(s).')
    ).toBeVisible()
    expect(errorToasts()).toEqual([])
  })

  it('says the connection failed when no answer came', async () => {
    const { user } = renderLogin(
      sessionRoutes(() => {
        throw new TypeError('Failed to fetch')
      })
    )
    await user.type(emailField(), 'learner@pathshala.local')
    await user.type(passwordField(), 'Learner@12345')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByText('Network error. Please check your connection.')).toBeVisible()
    expect(errorToasts()).toEqual([])
    expect(document.body).not.toHaveTextContent(/\b500\b/)
  })

  it('asks for an email and a password before calling the server', async () => {
    const { calls, user } = renderLogin(sessionRoutes(LOGIN_OK))
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(calls.some((call) => call.path === '/auth/login')).toBe(false)
  })

  it('toggles the password between hidden and shown', async () => {
    const { user } = renderLogin(sessionRoutes(LOGIN_OK))
    expect(passwordField()).toHaveAttribute('type', 'password')
    await user.click(within(loginPanel()).getByRole('button', { name: 'Show password' }))
    expect(passwordField()).toHaveAttribute('type', 'text')
    await user.click(within(loginPanel()).getByRole('button', { name: 'Hide password' }))
    expect(passwordField()).toHaveAttribute('type', 'password')
  })
})

describe('LoginPage: Google sign-in', () => {
  it('is disabled with its reason when the server has no Google keys', async () => {
    renderLogin(sessionRoutes(LOGIN_OK))
    const button = screen.getByRole('button', { name: 'Sign in with Google' })
    expect(button).toBeDisabled()
    await waitFor(() =>
      expect(screen.getByText(/Google sign-in is not set up on this server/)).toBeVisible()
    )
  })

  it('navigates the whole page to the API when it is available', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    renderLogin({ ...sessionRoutes(LOGIN_OK), 'GET /config': CONFIG(true) })
    const button = screen.getByRole('button', { name: 'Sign in with Google' })
    await waitFor(() => expect(button).toBeEnabled())
    expect(screen.queryByText(/Google sign-in is not set up/)).not.toBeInTheDocument()
    await userEvent.setup({ delay: null }).click(button)
    expect(assign).toHaveBeenCalledWith('/api/v1/auth/google')
  })

  it('explains why the Google callback came back to /login', () => {
    renderLogin(sessionRoutes(LOGIN_OK), '/login?error=google_cancelled')
    expect(screen.getByText(/Google sign-in was cancelled/)).toBeInTheDocument()
  })
})

describe('LoginPage: forgot password', () => {
  beforeEach(() => {
    vi.mocked(showToast).mockClear()
  })

  async function openForgot(routes: Record<string, FakeAnswer>) {
    const rendered = renderLogin(routes)
    await rendered.user.type(emailField(), 'learner@pathshala.local')
    await rendered.user.click(screen.getByRole('button', { name: 'Forgot your password?' }))
    return rendered
  }

  it('opens with the typed email, and sends only a non-empty address', async () => {
    const { user } = await openForgot(sessionRoutes(LOGIN_OK))
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
    const field = within(loginPanel()).getByLabelText('Email Address')
    expect(field).toHaveValue('learner@pathshala.local')
    await user.clear(field)
    await user.type(field, '   ')
    expect(screen.getByRole('button', { name: 'Send Reset Instructions' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Back to login' }))
    expect(within(loginPanel()).getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  })

  it("sends the link, toasts, and shows 'Check Your Email'", async () => {
    const { calls, user } = await openForgot({
      ...sessionRoutes(LOGIN_OK),
      'POST /auth/reset-password-token': { status: 200, body: { success: true, message: 'ok' } },
    })
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }))

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeVisible()
    expect(showToast).toHaveBeenCalledWith('success', 'Password Reset Email Sent')
    expect(calls.find((call) => call.path === '/auth/reset-password-token')?.body).toEqual({
      email: 'learner@pathshala.local',
    })
    await user.click(screen.getByRole('button', { name: 'Back to login' }))
    expect(within(loginPanel()).getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  })

  it('says a refusal once, in the panel, and frees the button', async () => {
    const { user } = await openForgot({
      ...sessionRoutes(LOGIN_OK),
      'POST /auth/reset-password-token': {
        status: 429,
        body: { success: false, message: 'Too many requests. Please wait 30 seconds.' },
      },
    })
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }))

    expect(await screen.findByText('Too many requests. Please wait 30 seconds.')).toBeVisible()
    expect(errorToasts()).toEqual([])
    expect(screen.getByRole('button', { name: 'Send Reset Instructions' })).toBeEnabled()
  })
})

describe('LoginPage: registering', () => {
  it('verifies the mailed code, then returns to Login with the email filled in', async () => {
    const { calls, user } = renderLogin({
      ...sessionRoutes(LOGIN_OK),
      'POST /auth/sendotp': { status: 200, body: { success: true, message: 'OTP sent to email' } },
      'POST /auth/signup': {
        status: 201,
        body: { success: true, message: 'Registration successful!' },
      },
    })
    await user.click(screen.getByRole('tab', { name: 'Register' }))
    const panel = screen.getByRole('tabpanel', { name: 'Register' })
    await user.type(within(panel).getByLabelText('First Name'), 'Asha')
    await user.type(within(panel).getByLabelText('Last Name'), 'Verma')
    await user.type(within(panel).getByLabelText('Email Address'), 'asha@example.com')
    await user.type(within(panel).getByLabelText('Password', { selector: 'input' }), 'secret1')
    await user.type(
      within(panel).getByLabelText('Confirm Password', { selector: 'input' }),
      'secret1'
    )
    await user.type(within(panel).getByLabelText('Contact Number'), '9876543210')
    await user.click(within(panel).getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeVisible()
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
    await user.click(screen.getByLabelText('Digit 1 of 6'))
    await user.keyboard('654321')

    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute(
      'aria-selected',
      'true'
    )
    expect(emailField()).toHaveValue('asha@example.com')
    expect(calls.find((call) => call.path === '/auth/signup')?.body).toMatchObject({
      email: 'asha@example.com',
      otp: '654321',
      contactNumber: '9876543210',
    })
    // the register form starts empty again
    await user.click(screen.getByRole('tab', { name: 'Register' }))
    expect(
      within(screen.getByRole('tabpanel', { name: 'Register' })).getByLabelText('First Name')
    ).toHaveValue('')
  })

  it('keeps what was typed when going Back from the code step', async () => {
    const { user } = renderLogin({
      ...sessionRoutes(LOGIN_OK),
      'POST /auth/sendotp': { status: 200, body: { success: true, message: 'OTP sent to email' } },
    })
    await user.click(screen.getByRole('tab', { name: 'Register' }))
    const panel = screen.getByRole('tabpanel', { name: 'Register' })
    await user.type(within(panel).getByLabelText('First Name'), 'Asha')
    await user.type(within(panel).getByLabelText('Last Name'), 'Verma')
    await user.type(within(panel).getByLabelText('Email Address'), 'asha@example.com')
    await user.type(within(panel).getByLabelText('Password', { selector: 'input' }), 'secret1')
    await user.type(
      within(panel).getByLabelText('Confirm Password', { selector: 'input' }),
      'secret1'
    )
    await user.type(within(panel).getByLabelText('Contact Number'), '9876543210')
    await user.click(within(panel).getByRole('button', { name: 'Create Account' }))
    await user.click(await screen.findByRole('button', { name: 'Back' }))

    const again = screen.getByRole('tabpanel', { name: 'Register' })
    expect(within(again).getByLabelText('First Name')).toHaveValue('Asha')
    expect(within(again).getByLabelText('Contact Number')).toHaveValue('9876543210')
  })
})

describe('LoginPage: terms and privacy', () => {
  it('opens each document from the footer links', async () => {
    const { user } = renderLogin(sessionRoutes(LOGIN_OK))
    await user.click(screen.getByRole('button', { name: 'Terms of Service' }))
    expect(await screen.findByRole('dialog', { name: 'Terms of Service' })).toBeVisible()
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!)
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }))
    expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toBeVisible()
  })
})
