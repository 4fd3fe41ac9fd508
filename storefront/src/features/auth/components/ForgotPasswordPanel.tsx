import { useState, type FormEvent } from 'react'
import { Button, Callout, FormGroup, H2, InputGroup, Intent } from '@blueprintjs/core'
import { ArrowLeft, Envelope, Key } from '@blueprintjs/icons'
import { showToast } from '@pathshala/ui'
import { errorMessage } from '../api/errors.ts'
import { useRequestPasswordReset } from '../api/password-reset.ts'
import { CheckEmailNotice } from './CheckEmailNotice.tsx'

const REQUEST_FAILED_TOAST = 'check your email, or wait a while'

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
          void showToast('error', REQUEST_FAILED_TOAST)
          return
        }
        void showToast('success', 'Password Reset Email Sent')
        setSentTo(trimmed)
        setEmail('')
      },
      onError: (failure) => {
        setError(errorMessage(failure))
        void showToast('error', REQUEST_FAILED_TOAST)
      },
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

      <FormGroup label="Email Address" labelFor="forgot-email">
        <InputGroup
          id="forgot-email"
          size="large"
          type="email"
          required
          autoFocus
          leftIcon={<Envelope />}
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onValueChange={(value) => {
            setEmail(value)
            setError(null)
          }}
        />
      </FormGroup>

      <div className="auth-message-slot" aria-live="polite">
        {error && (
          <Callout intent={Intent.DANGER} compact>
            {error}
          </Callout>
        )}
      </div>

      <Button
        type="submit"
        size="large"
        intent={Intent.PRIMARY}
        fill
        disabled={trimmed === '' || request.isPending}
        text={request.isPending ? 'Sending...' : 'Send Reset Instructions'}
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
