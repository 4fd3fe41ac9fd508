import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES } from '@pathshala/shared'
import { fakeApi, type FakeAnswer } from '../../../test/fake-api.ts'
import { LocationProbe, renderRoute } from '../../../test/render-route.tsx'
import { showToast } from '@pathshala/ui'
import LoginPage from './LoginPage.tsx'
import ResetPasswordPage from './ResetPasswordPage.tsx'

vi.mock('@pathshala/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pathshala/ui')>()),
  showToast: vi.fn(),
  clearToasts: vi.fn(async () => {}),
  dismissToast: vi.fn(),
}))

const CONFIG = {
  status: 200,
  body: { success: true, message: 'OK', data: { appName: 'Pathshala', googleSignIn: false } },
}
const RESET_OK = { status: 200, body: { success: true, message: 'Password reset successfully' } }
const RESET_REFUSED = {
  status: 400,
  body: { success: false, message: 'Invalid or expired reset token.' },
}

function renderReset(at: string, reset: FakeAnswer = RESET_OK) {
  const calls = fakeApi({ 'GET /config': CONFIG, 'POST /auth/reset-password': reset })
  const path = at.startsWith('/reset-password/') ? '/reset-password/:token' : '/reset-password'
  renderRoute(<ResetPasswordPage />, { at, path, routes: { '/login': <LocationProbe /> } })
  return { calls, user: userEvent.setup({ delay: null }) }
}

const newPassword = () => screen.getByLabelText('New Password', { selector: 'input' })
const confirmation = () => screen.getByLabelText('Confirm New Password', { selector: 'input' })
const submit = () => screen.getByRole('button', { name: 'Reset Password' })

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    vi.mocked(showToast).mockClear()
  })

  it('sends the token from ?token= with the new password, then shows the success screen', async () => {
    const { calls, user } = renderReset('/reset-password?token=tok-query')
    await user.type(newPassword(), 'Brand#New9')
    await user.type(confirmation(), 'Brand#New9')
    await user.click(submit())

    expect(
      await screen.findByRole('heading', { name: 'Password reset successfully' })
    ).toBeVisible()
    expect(calls.find((call) => call.path === '/auth/reset-password')?.body).toEqual({
      token: 'tok-query',
      newPassword: 'Brand#New9',
    })
    await user.click(screen.getByRole('link', { name: 'Continue to Login' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/login')
  })

  it('reads the token from the last path segment of /reset-password/{token}', async () => {
    const { calls, user } = renderReset('/reset-password/tok-path')
    await user.type(newPassword(), 'Brand#New9')
    await user.type(confirmation(), 'Brand#New9')
    await user.click(submit())
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/auth/reset-password')?.body).toEqual({
        token: 'tok-path',
        newPassword: 'Brand#New9',
      })
    )
  })

  it('shows the failure state, with a way to ask for a new link, when there is no token', () => {
    renderReset('/reset-password')
    expect(
      screen.getByText('Failed to reset password. The link may be expired or invalid.')
    ).toBeVisible()
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/login'
    )
  })

  it('reports each rule the new password breaks, in the documented order', async () => {
    const { calls, user } = renderReset('/reset-password?token=t')
    await user.click(submit())
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.confirmPasswordRequired)).toBeInTheDocument()

    const steps: Array<[string, string]> = [
      ['abcdefgh', MESSAGES.passwordNeedsUppercase],
      ['ABCDEFGH', MESSAGES.passwordNeedsLowercase],
      ['Abcdefgh', MESSAGES.passwordNeedsNumber],
      ['Abcdefg1', MESSAGES.passwordNeedsSpecial],
      [`Abcdef1!${'x'.repeat(43)}`, MESSAGES.passwordTooLong],
    ]
    for (const [password, message] of steps) {
      await user.clear(newPassword())
      await user.type(newPassword(), password)
      expect(screen.getByText(message)).toBeInTheDocument()
    }
    await user.clear(newPassword())
    await user.type(newPassword(), 'Abcdef1!')
    await user.type(confirmation(), 'Abcdef1?')
    await user.click(submit())
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument()
    expect(calls.some((call) => call.path === '/auth/reset-password')).toBe(false)
  })

  it('says once, in the form, that the link may be expired when the server refuses the token', async () => {
    const { user } = renderReset('/reset-password?token=old', RESET_REFUSED)
    await user.type(newPassword(), 'Brand#New9')
    await user.type(confirmation(), 'Brand#New9')
    await user.click(submit())

    expect(
      await screen.findByText('Failed to reset password. The link may be expired or invalid.')
    ).toBeVisible()
    expect(vi.mocked(showToast).mock.calls.filter(([kind]) => kind === 'error')).toEqual([])
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeVisible()
    expect(submit()).toBeEnabled()
  })

  it('shows the strength of the new password as it is typed', async () => {
    const { user } = renderReset('/reset-password?token=t')
    await user.type(newPassword(), 'abc')
    expect(screen.getByText('Weak')).toBeInTheDocument()
    await user.type(newPassword(), 'DEF1!')
    expect(screen.getByText('Strong')).toBeInTheDocument()
  })
})
