import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RegistrationForm } from '@pathshala/shared'
import { fakeApi, type FakeAnswer } from '../../../test/fake-api.ts'
import { renderRoute } from '../../../test/render-route.tsx'
import { showToast } from '@pathshala/ui'
import { OtpVerification } from './OtpVerification.tsx'

vi.mock('@pathshala/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pathshala/ui')>()),
  showToast: vi.fn(),
  clearToasts: vi.fn(async () => {}),
  dismissToast: vi.fn(),
}))

const REGISTRATION: RegistrationForm = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  contactNumber: '9876543210',
}

const CREATED = { status: 201, body: { success: true, message: 'Registration successful!' } }
const OTP_SENT = { status: 200, body: { success: true, message: 'OTP sent to email' } }

function renderStep(routes: Record<string, FakeAnswer>) {
  const calls = fakeApi(routes)
  const onBack = vi.fn()
  const onRegistered = vi.fn()
  renderRoute(
    <OtpVerification registration={REGISTRATION} onBack={onBack} onRegistered={onRegistered} />,
    { at: '/login' }
  )
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  return { calls, onBack, onRegistered, user }
}

const firstBox = () => screen.getByLabelText('Digit 1 of 6')
const verifyButton = () => screen.getByRole('button', { name: 'Verify & Register' })

describe('OtpVerification', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.mocked(showToast).mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('names the address, and keeps Verify off until six digits are in', async () => {
    const { user } = renderStep({})
    expect(screen.getByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument()
    expect(screen.getByText('asha@example.com')).toBeInTheDocument()
    expect(screen.getByText(/6-digit verification code/)).toBeInTheDocument()
    expect(screen.getByText('Code expires in 5:00')).toBeInTheDocument()
    expect(verifyButton()).toBeDisabled()
    await user.click(firstBox())
    await user.keyboard('12345')
    expect(verifyButton()).toBeDisabled()
  })

  it('registers as soon as the sixth digit is typed, with the whole form and the code', async () => {
    const { calls, onRegistered, user } = renderStep({ 'POST /auth/signup': CREATED })
    await user.click(firstBox())
    await user.keyboard('123456')

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('asha@example.com'))
    expect(calls.map((call) => call.body)).toEqual([{ ...REGISTRATION, otp: '123456' }])
    expect(showToast).toHaveBeenCalledWith('success', 'Registration successful!')
  })

  it("shows 'Error: {message}' and toasts the status when the server refuses", async () => {
    const { onRegistered, user } = renderStep({
      'POST /auth/signup': {
        status: 400,
        body: { success: false, message: 'Invalid OTP. Please check the code and try again.' },
      },
    })
    await user.click(firstBox())
    await user.keyboard('123456')

    expect(
      await screen.findByText('Error: Invalid OTP. Please check the code and try again.')
    ).toBeInTheDocument()
    expect(showToast).toHaveBeenCalledWith('error', 'Error: 400')
    expect(onRegistered).not.toHaveBeenCalled()
  })

  it("reads 'Code has expired' at 0:00 and will not verify any more", async () => {
    const { calls, user } = renderStep({ 'POST /auth/signup': CREATED })
    await user.click(firstBox())
    await user.keyboard('12345')
    act(() => {
      vi.advanceTimersByTime(300_000)
    })
    expect(screen.getByText('Code has expired')).toBeInTheDocument()
    await user.keyboard('6')
    expect(verifyButton()).toBeDisabled()
    expect(calls).toHaveLength(0)
  })

  it('resends: a new code from the server, the countdown back at 5:00, the boxes cleared', async () => {
    const { calls, user } = renderStep({ 'POST /auth/sendotp': OTP_SENT })
    await user.click(firstBox())
    await user.keyboard('12')
    act(() => {
      vi.advanceTimersByTime(300_000)
    })
    await user.click(screen.getByRole('button', { name: 'Resend' }))

    expect(await screen.findByText('Code expires in 5:00')).toBeInTheDocument()
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /auth/sendotp'])
    expect(calls[0].body).toEqual({ email: 'asha@example.com' })
    expect(firstBox()).toHaveValue('')
    expect(showToast).toHaveBeenCalledWith('success', 'OTP resent successfully!')
  })

  it('the link resends too, and a refusal shows the wait and the failure toast', async () => {
    const { user } = renderStep({
      'POST /auth/sendotp': {
        status: 429,
        body: { success: false, message: 'Too many requests. Please wait 42 seconds.' },
      },
    })
    await user.click(screen.getByRole('button', { name: 'Resend verification code' }))
    expect(await screen.findByText('Too many requests. Please wait 42 seconds.')).toBeVisible()
    expect(showToast).toHaveBeenCalledWith('error', 'Failed to resend OTP')
  })

  it('goes back to the form with Back', async () => {
    const { onBack, user } = renderStep({})
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalled()
  })
})
