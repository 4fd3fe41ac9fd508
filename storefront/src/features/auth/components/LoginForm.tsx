import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { H2 } from '@blueprintjs/core'
import {
  clearToasts,
  FormSubmit,
  showToast,
  SIGN_IN_SUBMIT,
  SignInFields,
  useSignInFields,
} from '@pathshala/ui'
import { errorMessage } from '../api/errors.ts'
import { useLogin } from '../api/session.ts'
import { useRedirectTarget } from '../hooks/use-redirect-target.ts'

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
  const [serverError, setServerError] = useState<string | null>(null)
  const fields = useSignInFields(initialEmail, () => setServerError(null))

  function submit(event: FormEvent) {
    event.preventDefault()
    const credentials = fields.check()
    if (!credentials) return

    setServerError(null)
    // a refusal is said once, in the form, in words: no toast repeats it as a status code
    login.mutate(credentials, { onError: (failure) => setServerError(errorMessage(failure)) })
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-heading">
      <H2 id="login-heading" className="auth-heading">
        Welcome Back
      </H2>
      <p className="auth-subtitle">Sign in to your account to continue</p>

      <SignInFields
        idPrefix="login"
        fields={fields}
        emailAutoComplete="email"
        required
        emailPlaceholder="you@example.com"
        passwordPlaceholder="Your password"
      />

      <div className="auth-row-end">
        <button
          type="button"
          className="auth-link-button"
          onClick={() => onForgotPassword(fields.email.trim())}
        >
          Forgot your password?
        </button>
      </div>

      <FormSubmit
        {...SIGN_IN_SUBMIT}
        messageClassName="auth-message-slot"
        message={serverError}
        pending={login.isPending}
      />
    </form>
  )
}
