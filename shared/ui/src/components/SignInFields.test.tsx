import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { MESSAGES } from '@pathshala/shared'
import {
  PASSWORD_REQUIRED,
  useSignInFields,
  type SignInCredentials,
} from '../hooks/use-sign-in-fields.ts'
import { SignInFields } from './SignInFields.tsx'

function SignIn({
  initialEmail = '',
  onSend,
  onEdit = () => {},
  serverErrors,
}: {
  initialEmail?: string
  onSend: (credentials: SignInCredentials) => void
  onEdit?: () => void
  serverErrors?: { email?: string }
}) {
  const fields = useSignInFields(initialEmail, onEdit)
  const [, rerender] = useState(0)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const credentials = fields.check()
        if (credentials) onSend(credentials)
        rerender((count) => count + 1)
      }}
    >
      <SignInFields
        idPrefix="t"
        fields={fields}
        emailAutoComplete="email"
        serverErrors={serverErrors}
      />
      <button type="submit">Go</button>
    </form>
  )
}

describe('SignInFields', () => {
  it('says what is missing, ties each message to its field, and sends nothing', async () => {
    const onSend = vi.fn()
    render(<SignIn onSend={onSend} />)
    expect(screen.getByLabelText('Email')).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Go' }))
    expect(onSend).not.toHaveBeenCalled()
    const email = screen.getByLabelText('Email')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAttribute('aria-describedby', 't-email-error')
    expect(document.getElementById('t-email-error')).toHaveTextContent(MESSAGES.invalidEmail)
    expect(screen.getByLabelText('Password')).toHaveAttribute(
      'aria-describedby',
      't-password-error'
    )
    expect(document.getElementById('t-password-error')).toHaveTextContent(PASSWORD_REQUIRED)
  })

  it('clears a message as its field is edited, and sends the trimmed address', async () => {
    const onSend = vi.fn()
    const onEdit = vi.fn()
    render(<SignIn onSend={onSend} onEdit={onEdit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Go' }))
    await userEvent.type(screen.getByLabelText('Email'), ' asha@example.com ')
    expect(document.getElementById('t-email-error')).toBeNull()
    expect(onEdit).toHaveBeenCalled()
    await userEvent.type(screen.getByLabelText('Password'), 'secret')
    await userEvent.click(screen.getByRole('button', { name: 'Go' }))
    expect(onSend).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'secret' })
  })

  it('focuses the password when the address is known, and shows the server word on a field', () => {
    render(
      <SignIn
        initialEmail="asha@example.com"
        onSend={vi.fn()}
        serverErrors={{ email: 'No account with this email' }}
      />
    )
    expect(screen.getByLabelText('Password')).toHaveFocus()
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com')
    expect(document.getElementById('t-email-error')).toHaveTextContent('No account with this email')
  })
})
