import { useState, type FormEvent } from 'react'
import { H2 } from '@blueprintjs/core'
import { Key } from '@blueprintjs/icons'
import { validateNewPassword, validatePasswordConfirmation } from '@pathshala/shared'
import { isApiError } from '@pathshala/shared'
import { FormSubmit, PasswordField } from '@pathshala/ui'
import { errorMessage } from '../api/errors.ts'
import { useResetPassword } from '../api/password-reset.ts'
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx'
import { RequestNewLink } from './ResetLinkInvalid.tsx'
import { RESET_FAILED_MESSAGE } from './reset-messages.ts'

const PASSWORD_HINT =
  '8 to 50 characters, with a lowercase and an uppercase letter, a number and a special ' +
  'character such as ! @ # $ %'

interface NewPasswordFormProps {
  token: string
  onDone: () => void
}

/**
 * The reset page's form: the new-password rules, checked as you type
 * (docs/screens/learner.md#reset-password).
 */
export function NewPasswordForm({ token, onDone }: NewPasswordFormProps) {
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  // Rule messages appear once a field was left or the form was sent, not at the first key.
  const [passwordTouched, setPasswordTouched] = useState(false)
  const [confirmationTouched, setConfirmationTouched] = useState(false)
  // what went wrong, said once in the form; whether the link itself was refused
  const [failure, setFailure] = useState<{ message: string; linkRefused: boolean } | null>(null)
  const reset = useResetPassword()

  const passwordError = passwordTouched ? validateNewPassword(password) : null
  const confirmationError = confirmationTouched
    ? validatePasswordConfirmation(password, confirmation)
    : null

  function submit(event: FormEvent) {
    event.preventDefault()
    setPasswordTouched(true)
    setConfirmationTouched(true)
    if (validateNewPassword(password) || validatePasswordConfirmation(password, confirmation)) {
      return
    }
    setFailure(null)
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => onDone(),
        onError: (error) => {
          // the server refused the link (400); no answer, a wait or its own fault say so instead
          const linkRefused = isApiError(error) && error.status === 400
          setFailure({
            message: linkRefused ? RESET_FAILED_MESSAGE : errorMessage(error),
            linkRefused,
          })
        },
      }
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reset-heading">
      <div className="auth-step-icon" aria-hidden="true">
        <Key size={24} />
      </div>
      <H2 id="reset-heading" className="auth-heading">
        Set a new password
      </H2>
      <p className="auth-subtitle">Choose a strong password you have not used here before.</p>

      <PasswordField
        id="new-password"
        label="New Password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onValueChange={(value) => {
          setPassword(value)
          setFailure(null)
        }}
        onBlur={() => setPasswordTouched(password !== '' || passwordTouched)}
        error={passwordError}
        hint={PASSWORD_HINT}
      />
      <PasswordStrengthMeter password={password} />

      <PasswordField
        id="confirm-new-password"
        label="Confirm New Password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={(value) => {
          setConfirmation(value)
          setFailure(null)
        }}
        onBlur={() => setConfirmationTouched(confirmation !== '' || confirmationTouched)}
        error={confirmationError}
      />

      <FormSubmit
        messageClassName="auth-message-slot"
        message={failure?.message ?? null}
        pending={reset.isPending}
        text="Reset Password"
        pendingText="Resetting..."
      />
      {failure?.linkRefused && (
        <div className="auth-after-failure">
          <RequestNewLink />
        </div>
      )}
    </form>
  )
}
