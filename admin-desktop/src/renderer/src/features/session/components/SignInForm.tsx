import { useState, type FormEvent } from 'react'
import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core'
import { Envelope, LogIn } from '@blueprintjs/icons'
import { fieldErrorMap, isApiError, isValidEmail, MESSAGES } from '@pathshala/shared'
import { PasswordInput } from '@pathshala/ui'
import { useSignIn } from '../api/use-session.ts'

export const PASSWORD_REQUIRED = 'Password is required'

/** Email and password; the server's own messages are shown as it words them. */
export function SignInForm() {
  const signIn = useSignIn()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [emailError, setEmailError] = useState<string | null>(null)
  const [passwordError, setPasswordError] = useState<string | null>(null)

  const failure = signIn.error
  const fieldErrors = isApiError(failure) ? fieldErrorMap(failure.errors) : {}
  const shownEmailError = emailError ?? fieldErrors['email'] ?? null
  const shownPasswordError = passwordError ?? fieldErrors['password'] ?? null
  const formError = failure
    ? isApiError(failure)
      ? failure.message
      : MESSAGES.requestFailed
    : null

  function submit(event: FormEvent) {
    event.preventDefault()
    const nextEmailError = isValidEmail(email) ? null : MESSAGES.invalidEmail
    const nextPasswordError = password === '' ? PASSWORD_REQUIRED : null
    setEmailError(nextEmailError)
    setPasswordError(nextPasswordError)
    if (nextEmailError || nextPasswordError) return
    signIn.mutate({ email: email.trim(), password })
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <FormGroup
        label="Email"
        labelFor="sign-in-email"
        intent={shownEmailError ? Intent.DANGER : undefined}
        helperText={
          shownEmailError ? <span id="sign-in-email-error">{shownEmailError}</span> : undefined
        }
      >
        <InputGroup
          id="sign-in-email"
          size="large"
          type="email"
          leftIcon={<Envelope />}
          autoComplete="username"
          autoFocus
          value={email}
          onValueChange={(value) => {
            setEmail(value)
            setEmailError(null)
            signIn.reset()
          }}
          intent={shownEmailError ? Intent.DANGER : undefined}
          aria-invalid={shownEmailError ? true : undefined}
          aria-describedby={shownEmailError ? 'sign-in-email-error' : undefined}
        />
      </FormGroup>

      <FormGroup
        label="Password"
        labelFor="sign-in-password"
        intent={shownPasswordError ? Intent.DANGER : undefined}
        helperText={
          shownPasswordError ? (
            <span id="sign-in-password-error">{shownPasswordError}</span>
          ) : undefined
        }
      >
        <PasswordInput
          id="sign-in-password"
          autoComplete="current-password"
          value={password}
          onValueChange={(value) => {
            setPassword(value)
            setPasswordError(null)
            signIn.reset()
          }}
          intent={shownPasswordError ? Intent.DANGER : undefined}
          describedBy={shownPasswordError ? 'sign-in-password-error' : undefined}
        />
      </FormGroup>

      <div className="form-message" aria-live="polite">
        {formError && (
          <Callout intent={Intent.DANGER} compact>
            {formError}
          </Callout>
        )}
      </div>

      <Button
        type="submit"
        size="large"
        intent={Intent.PRIMARY}
        fill
        icon={<LogIn />}
        disabled={signIn.isPending}
        text={signIn.isPending ? 'Signing in...' : 'Sign In'}
      />
    </form>
  )
}
