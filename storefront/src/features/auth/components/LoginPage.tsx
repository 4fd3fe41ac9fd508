import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import {
  Button,
  Callout,
  Card,
  Divider,
  FormGroup,
  H2,
  InputGroup,
  Intent,
} from '@blueprintjs/core'
import { EyeOff, EyeOpen, LogIn } from '@blueprintjs/icons'
import { isApiError, MESSAGES } from '@pathshala/shared'
import { api } from '../../../app/api.ts'
import { useLogin, usePublicConfig } from '../api/session.ts'

export default function LoginPage() {
  const navigate = useNavigate()
  const login = useLogin()
  const { data: config } = usePublicConfig()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)

  const error = login.error
    ? isApiError(login.error)
      ? login.error.message
      : MESSAGES.requestFailed
    : null

  function submit(event: FormEvent) {
    event.preventDefault()
    login.mutate({ email, password }, { onSuccess: () => navigate('/home') })
  }

  return (
    <main className="page" style={{ display: 'flex', justifyContent: 'center' }}>
      <Card elevation={2} style={{ width: '100%', maxWidth: 420 }}>
        <H2>Welcome Back</H2>
        <p className="bp6-text-muted">Sign in to your account to continue</p>
        <form onSubmit={submit} noValidate>
          <FormGroup label="Email" labelFor="login-email">
            <InputGroup
              id="login-email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onValueChange={setEmail}
            />
          </FormGroup>
          <FormGroup label="Password" labelFor="login-password">
            <InputGroup
              id="login-password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              onValueChange={setPassword}
              rightElement={
                <Button
                  variant="minimal"
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  icon={showPassword ? <EyeOff /> : <EyeOpen />}
                  onClick={() => setShowPassword(!showPassword)}
                />
              }
            />
          </FormGroup>
          {error && (
            <Callout intent={Intent.DANGER} style={{ marginBottom: 12 }}>
              {error}
            </Callout>
          )}
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            fill
            icon={<LogIn />}
            loading={false}
            disabled={login.isPending || !email || !password}
            text={login.isPending ? 'Signing in...' : 'Sign In'}
          />
        </form>
        <Divider style={{ margin: '16px 0' }} />
        <p className="bp6-text-muted" style={{ textAlign: 'center' }}>
          Or continue with
        </p>
        <Button
          fill
          disabled={!config?.googleSignIn}
          title={
            config?.googleSignIn ? undefined : 'Google sign-in is not configured on this server'
          }
          text="Sign in with Google"
          onClick={() => window.location.assign(api.auth.googleSignInUrl())}
        />
        {config && !config.googleSignIn && (
          <p className="bp6-text-muted bp6-text-small" style={{ marginTop: 8 }}>
            Google sign-in is not available on this server.
          </p>
        )}
      </Card>
    </main>
  )
}
