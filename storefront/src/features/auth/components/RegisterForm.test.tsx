import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES, type RegistrationForm } from '@pathshala/shared'
import { fakeApi } from '../../../test/fake-api.ts'
import { renderRoute } from '../../../test/render-route.tsx'
import { showToast } from '@pathshala/ui'
import { EMPTY_REGISTRATION, RegisterForm } from './RegisterForm.tsx'

vi.mock('@pathshala/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pathshala/ui')>()),
  showToast: vi.fn(),
  clearToasts: vi.fn(async () => {}),
  dismissToast: vi.fn(),
}))

const OTP_SENT = { status: 200, body: { success: true, message: 'OTP sent to email' } }

function renderForm(onCodeSent = vi.fn<(registration: RegistrationForm) => void>()) {
  renderRoute(<RegisterForm initial={EMPTY_REGISTRATION} onCodeSent={onCodeSent} />, {
    at: '/login',
  })
  return { user: userEvent.setup({ delay: null }), onCodeSent }
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' })

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name'), 'Asha')
  await user.type(field('Last Name'), 'Verma')
  await user.type(field('Email Address'), '  asha@example.com ')
  await user.type(field('Password'), 'secret1')
  await user.type(field('Confirm Password'), 'secret1')
  await user.type(field('Contact Number'), '9876543210')
}

describe('RegisterForm', () => {
  beforeEach(() => {
    vi.mocked(showToast).mockClear()
  })

  it('shows every form-rule message under its field on an empty submit', async () => {
    const calls = fakeApi({})
    const { user } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    for (const message of [
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.invalidEmail,
      MESSAGES.signupPasswordTooShort,
      MESSAGES.confirmPasswordTooShort,
      MESSAGES.contactNumberLength,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument()
    }
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true')
    expect(field('First Name')).toHaveFocus()
    expect(calls).toHaveLength(0)
  })

  it("clears a field's error as soon as that field is edited, and only that one", async () => {
    fakeApi({})
    const { user } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await user.type(field('First Name'), 'A')

    expect(screen.queryByText(MESSAGES.firstNameRequired)).not.toBeInTheDocument()
    expect(field('First Name')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText(MESSAGES.lastNameRequired)).toBeInTheDocument()
  })

  it('says the passwords do not match on the confirmation', async () => {
    fakeApi({})
    const { user } = renderForm()
    await user.type(field('Password'), 'secret1')
    await user.type(field('Confirm Password'), 'secret2')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument()
  })

  it('keeps digits only in the contact number, ten at most, after the fixed +91', async () => {
    fakeApi({})
    const { user } = renderForm()
    expect(screen.getByText('+91')).toBeInTheDocument()
    await user.type(field('Contact Number'), '98a7-65 43210999')
    expect(field('Contact Number')).toHaveValue('9876543210')
  })

  it('sends the code for a valid form, shows Sending OTP..., then hands the form on', async () => {
    let answer: (value: typeof OTP_SENT) => void = () => {}
    const pending = new Promise<typeof OTP_SENT>((resolve) => (answer = resolve))
    const calls: unknown[] = []
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)))
      const { status, body } = await pending
      return new Response(JSON.stringify(body), { status })
    })
    const { user, onCodeSent } = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByRole('button', { name: 'Sending OTP...' })).toBeDisabled()
    answer(OTP_SENT)
    await waitFor(() => expect(onCodeSent).toHaveBeenCalledTimes(1))
    expect(calls).toEqual([{ email: 'asha@example.com' }])
    expect(onCodeSent).toHaveBeenCalledWith({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      contactNumber: '9876543210',
    })
    expect(showToast).toHaveBeenCalledWith('success', 'OTP sent to email')
  })

  it("shows the server's answer when the code could not be sent (a 429 says how long to wait)", async () => {
    fakeApi({
      'POST /auth/sendotp': {
        status: 429,
        body: { success: false, message: 'Too many requests. Please wait 60 seconds.' },
      },
    })
    const { user, onCodeSent } = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByText('Too many requests. Please wait 60 seconds.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled()
    expect(onCodeSent).not.toHaveBeenCalled()
  })
})
