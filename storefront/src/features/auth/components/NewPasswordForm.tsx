import { useState, type FormEvent } from 'react'
import { Button, Callout, FormGroup, H2, Intent } from '@blueprintjs/core'
import { Key } from '@blueprintjs/icons'
import { validateNewPassword, validatePasswordConfirmation } from '@pathshala/shared'
import { showToast, PasswordInput } from '@pathshala/ui'
import { useResetPassword } from '../api/password-reset.ts'
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx'
import { RequestNewLink } from './ResetLinkInvalid.tsx'
import { RESET_FAILED_MESSAGE, RESET_FAILED_TOAST } from './reset-messages.ts'

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
  const [failed, setFailed] = useState(false)
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
    setFailed(false)
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => onDone(),
        onError: () => {
          setFailed(true)
          void showToast('error', RESET_FAILED_TOAST)
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

      <FormGroup
        label="New Password"
        labelFor="new-password"
        intent={passwordError ? Intent.DANGER : undefined}
        helperText={<span id="new-password-help">{passwordError ?? PASSWORD_HINT}</span>}
      >
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          autoFocus
          value={password}
          onValueChange={(value) => {
            setPassword(value)
            setFailed(false)
          }}
          onBlur={() => setPasswordTouched(password !== '' || passwordTouched)}
          intent={passwordError ? Intent.DANGER : undefined}
          describedBy="new-password-help"
        />
      </FormGroup>
      <PasswordStrengthMeter password={password} />

      <FormGroup
        label="Confirm New Password"
        labelFor="confirm-new-password"
        intent={confirmationError ? Intent.DANGER : undefined}
        helperText={
          confirmationError ? (
            <span id="confirm-new-password-error">{confirmationError}</span>
          ) : undefined
        }
      >
        <PasswordInput
          id="confirm-new-password"
          autoComplete="new-password"
          value={confirmation}
          onValueChange={(value) => {
            setConfirmation(value)
            setFailed(false)
          }}
          onBlur={() => setConfirmationTouched(confirmation !== '' || confirmationTouched)}
          intent={confirmationError ? Intent.DANGER : undefined}
          describedBy={confirmationError ? 'confirm-new-password-error' : undefined}
        />
      </FormGroup>

      <div className="auth-message-slot" aria-live="polite">
        {failed && (
          <Callout intent={Intent.DANGER} compact>
            {RESET_FAILED_MESSAGE}
          </Callout>
        )}
      </div>

      <Button
        type="submit"
        size="large"
        intent={Intent.PRIMARY}
        fill
        disabled={reset.isPending}
        text={reset.isPending ? 'Resetting...' : 'Reset Password'}
      />
      {failed && (
        <div className="auth-after-failure">
          <RequestNewLink />
        </div>
      )}
    </form>
  )
}
