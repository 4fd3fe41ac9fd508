import { useState, type FormEvent } from 'react'
import { Button, H2 } from '@blueprintjs/core'
import { ArrowLeft, Key } from '@blueprintjs/icons'
import { EmailField, FormSubmit, showToast } from '@pathshala/ui'
import { errorMessage } from '../api/errors.ts'
import { useRequestPasswordReset } from '../api/password-reset.ts'
import { CheckEmailNotice } from './CheckEmailNotice.tsx'

/** An answer that is not the expected 200: the mail may or may not have gone. */
const REQUEST_UNSURE = 'Check your email, or wait a while and ask again.'

interface ForgotPasswordPanelProps {
  initialEmail: string
  onBack: () => void
}

/**
 * 'Forgot your password?': mails a reset link, then says to check the inbox
 * (docs/screens/learner.md#forgot-password).
 */
export function ForgotPasswordPanel({ initialEmail, onBack }: ForgotPasswordPanelProps) {
  const [email, setEmail] = useState(initialEmail)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const request = useRequestPasswordReset()
  const trimmed = email.trim()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (trimmed === '' || request.isPending) return
    setError(null)
    request.mutate(trimmed, {
      onSuccess: ({ status }) => {
        if (status !== 200) {
          setError(REQUEST_UNSURE)
          return
        }
        void showToast('success', 'Password Reset Email Sent')
        setSentTo(trimmed)
        setEmail('')
      },
      // said once, in the panel: a toast would only repeat it
      onError: (failure) => setError(errorMessage(failure)),
    })
  }

  if (sentTo !== null) {
    return <CheckEmailNotice email={sentTo} onBack={onBack} onRetry={() => setSentTo(null)} />
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="forgot-heading">
      <div className="auth-step-icon" aria-hidden="true">
        <Key size={24} />
      </div>
      <H2 id="forgot-heading" className="auth-heading">
        Reset Password
      </H2>
      <p className="auth-subtitle">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>

      <EmailField
        id="forgot-email"
        label="Email Address"
        required
        autoFocus
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onValueChange={(value) => {
          setEmail(value)
          setError(null)
        }}
      />

      <FormSubmit
        messageClassName="auth-message-slot"
        message={error}
        pending={request.isPending}
        disabled={trimmed === ''}
        text="Send Reset Instructions"
        pendingText="Sending..."
      />
      <Button
        className="auth-back-button"
        variant="minimal"
        fill
        icon={<ArrowLeft />}
        text="Back to login"
        onClick={onBack}
      />
    </form>
  )
}
