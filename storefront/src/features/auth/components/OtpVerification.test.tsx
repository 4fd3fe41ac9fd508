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

/** The wrong-code answer: `attemptsLeft` tries left, and with none left when a new code may be asked for. */
const WRONG_CODE = (attemptsLeft: number, retryAfter?: number) => ({
  status: 400,
  body: {
    success: false,
    message: 'Invalid OTP. Please check the code and try again.',
    attemptsLeft,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  },
})

const firstBox = () => screen.getByLabelText('Digit 1 of 6')
const boxValues = () =>
  Array.from(
    { length: 6 },
    (_, index) => (screen.getByLabelText(`Digit ${index + 1} of 6`) as HTMLInputElement).value
  )
const errorToasts = () => vi.mocked(showToast).mock.calls.filter(([kind]) => kind === 'error')
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

  it('says a refusal once, in words: no "Error:" and no status toast', async () => {
    const { onRegistered, user } = renderStep({ 'POST /auth/signup': WRONG_CODE(4) })
    await user.click(firstBox())
    await user.keyboard('123456')

    const message = await screen.findByText(/^Invalid OTP\. Please check the code and try again\./)
    expect(message).toBeVisible()
    expect(document.body).not.toHaveTextContent(/Error:|\b400\b/)
    expect(errorToasts()).toEqual([])
    expect(onRegistered).not.toHaveBeenCalled()
  })

  it('after a wrong code: the boxes are emptied, the first has the focus, the tries left are said', async () => {
    const { calls, user } = renderStep({ 'POST /auth/signup': WRONG_CODE(4) })
    await user.click(firstBox())
    await user.keyboard('123456')

    expect(await screen.findByText(/4 tries left/)).toBeVisible()
    expect(boxValues()).toEqual(['', '', '', '', '', ''])
    await waitFor(() => expect(firstBox()).toHaveFocus())
    expect(calls).toHaveLength(1)
  })

  it('never sends a mix of the refused digits and new ones: only six new digits submit', async () => {
    const { calls, user } = renderStep({ 'POST /auth/signup': WRONG_CODE(3) })
    await user.click(firstBox())
    await user.keyboard('123456')
    await screen.findByText(/3 tries left/)
    await waitFor(() => expect(firstBox()).toHaveFocus())

    // the learner starts over in the first box, as after any refusal
    await user.keyboard('9')
    expect(calls).toHaveLength(1)
    await user.keyboard('8765')
    expect(calls).toHaveLength(1)
    expect(verifyButton()).toBeDisabled()
    await user.keyboard('4')
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls.map((call) => (call.body as { otp: string }).otp)).toEqual(['123456', '987654'])
  })

  it('takes a pasted code after a refusal, spaces and dashes around it, and submits it once', async () => {
    let answered = 0
    const { calls, onRegistered, user } = renderStep({
      'POST /auth/signup': () => (answered++ === 0 ? WRONG_CODE(4) : CREATED),
    })
    await user.click(firstBox())
    await user.keyboard('111111')
    await screen.findByText(/4 tries left/)
    await waitFor(() => expect(firstBox()).toHaveFocus())

    await user.paste(' 482-913 ')
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('asha@example.com'))
    expect(calls.map((call) => (call.body as { otp: string }).otp)).toEqual(['111111', '482913'])
  })

  it('says when the last try is used up, and sends nothing more until a new code', async () => {
    const { calls, user } = renderStep({ 'POST /auth/signup': WRONG_CODE(0, 20) })
    await user.click(firstBox())
    await user.keyboard('123456')

    expect(await screen.findByText(/No tries left for this code/)).toBeVisible()
    expect(screen.getByText(/new code in 0:20/)).toBeVisible()
    await user.click(firstBox())
    await user.keyboard('654321')
    expect(calls).toHaveLength(1)
    expect(verifyButton()).toBeDisabled()
  })

  it('a locked address is told when it may try again, counting down to now', async () => {
    const { calls, user } = renderStep({
      'POST /auth/signup': {
        status: 429,
        body: {
          success: false,
          message: 'Too many wrong codes. Please request a new one.',
          retryAfter: 90,
        },
      },
    })
    await user.click(firstBox())
    await user.keyboard('123456')

    expect(
      await screen.findByText(/^Too many wrong codes\. Please request a new one\./)
    ).toBeVisible()
    expect(screen.getByText(/new code in 1:30/)).toBeVisible()
    act(() => {
      vi.advanceTimersByTime(90_000)
    })
    expect(await screen.findByText(/You can ask for a new code now/)).toBeVisible()
    expect(document.body).not.toHaveTextContent(/\b429\b/)
    expect(errorToasts()).toEqual([])
    expect(calls).toHaveLength(1)
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

  it('the link resends too, and a refusal says the wait once, in the step', async () => {
    const { user } = renderStep({
      'POST /auth/sendotp': {
        status: 429,
        body: { success: false, message: 'Too many requests. Please wait 42 seconds.' },
      },
    })
    await user.click(screen.getByRole('button', { name: 'Resend verification code' }))
    expect(await screen.findByText('Too many requests. Please wait 42 seconds.')).toBeVisible()
    expect(errorToasts()).toEqual([])
  })

  it('a new code lifts the lock: the boxes are open again and the first has the focus', async () => {
    const { calls, user } = renderStep({
      'POST /auth/signup': WRONG_CODE(0, 0),
      'POST /auth/sendotp': OTP_SENT,
    })
    await user.click(firstBox())
    await user.keyboard('123456')
    expect(await screen.findByText(/You can ask for a new code now/)).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Resend' }))
    expect(await screen.findByText('Code expires in 5:00')).toBeInTheDocument()
    expect(screen.queryByText(/No tries left/)).not.toBeInTheDocument()
    await waitFor(() => expect(firstBox()).toHaveFocus())
    await user.keyboard('246810')
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/auth/signup')).toHaveLength(2)
    )
  })

  it('goes back to the form with Back', async () => {
    const { onBack, user } = renderStep({})
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalled()
  })
})
