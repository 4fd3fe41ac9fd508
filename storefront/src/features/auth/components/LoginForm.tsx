import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Button, Callout, FormGroup, H2, InputGroup, Intent } from '@blueprintjs/core'
import { Envelope, LogIn } from '@blueprintjs/icons'
import { isValidEmail, MESSAGES } from '@pathshala/shared'
import { clearToasts, showToast, PasswordInput } from '@pathshala/ui'
import { errorMessage, errorStatus } from '../api/errors.ts'
import { useLogin } from '../api/session.ts'
import { useRedirectTarget } from '../hooks/use-redirect-target.ts'

const PASSWORD_REQUIRED = 'Password is required'

interface LoginFormProps {
  /** Filled in after a registration, so the new learner only types the password. */
  initialEmail: string
  /** Opens the forgot-password panel with whatever email was typed so far. */
  onForgotPassword: (email: string) => void
}

/** The Login tab's form (docs/screens/learner.md#login-tab). */
export function LoginForm({ initialEmail, onForgotPassword }: LoginFormProps) {
  const navigate = useNavigate()
  const redirectTo = useRedirectTarget()
  const login = useLogin({
    onSignedIn: () => {
      void clearToasts().then(() => showToast('success', 'Login successful!'))
      navigate(redirectTo, { replace: true })
    },
  })
  const [email, setEmail] = useState(initialEmail)
  const [password, setPassword] = useState('')
  const [emailError, setEmailError] = useState<string | null>(null)
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const nextEmailError = isValidEmail(email) ? null : MESSAGES.invalidEmail
    const nextPasswordError = password === '' ? PASSWORD_REQUIRED : null
    setEmailError(nextEmailError)
    setPasswordError(nextPasswordError)
    if (nextEmailError || nextPasswordError) return

    setServerError(null)
    login.mutate(
      { email: email.trim(), password },
      {
        onError: (failure) => {
          setServerError(errorMessage(failure))
          void showToast('error', `Error: ${errorStatus(failure)}`)
        },
      }
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-heading">
      <H2 id="login-heading" className="auth-heading">
        Welcome Back
      </H2>
      <p className="auth-subtitle">Sign in to your account to continue</p>

      <FormGroup
        label="Email"
        labelFor="login-email"
        intent={emailError ? Intent.DANGER : undefined}
        helperText={emailError ? <span id="login-email-error">{emailError}</span> : undefined}
      >
        <InputGroup
          id="login-email"
          size="large"
          type="email"
          required
          leftIcon={<Envelope />}
          autoComplete="email"
          placeholder="you@example.com"
          autoFocus={initialEmail === ''}
          value={email}
          onValueChange={(value) => {
            setEmail(value)
            setEmailError(null)
            setServerError(null)
          }}
          intent={emailError ? Intent.DANGER : undefined}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'login-email-error' : undefined}
        />
      </FormGroup>

      <FormGroup
        label="Password"
        labelFor="login-password"
        intent={passwordError ? Intent.DANGER : undefined}
        helperText={
          passwordError ? <span id="login-password-error">{passwordError}</span> : undefined
        }
      >
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          placeholder="Your password"
          autoFocus={initialEmail !== ''}
          value={password}
          onValueChange={(value) => {
            setPassword(value)
            setPasswordError(null)
            setServerError(null)
          }}
          intent={passwordError ? Intent.DANGER : undefined}
          describedBy={passwordError ? 'login-password-error' : undefined}
        />
      </FormGroup>

      <div className="auth-row-end">
        <button
          type="button"
          className="auth-link-button"
          onClick={() => onForgotPassword(email.trim())}
        >
          Forgot your password?
        </button>
      </div>

      <div className="auth-message-slot" aria-live="polite">
        {serverError && (
          <Callout intent={Intent.DANGER} compact>
            {serverError}
          </Callout>
        )}
      </div>

      <Button
        type="submit"
        size="large"
        intent={Intent.PRIMARY}
        fill
        icon={<LogIn />}
        disabled={login.isPending}
        text={login.isPending ? 'Signing in...' : 'Sign In'}
      />
    </form>
  )
}
