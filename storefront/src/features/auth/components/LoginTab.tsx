import { useState } from 'react'
import { Callout, Divider, Intent } from '@blueprintjs/core'
import { Headset } from '@blueprintjs/icons'
import { Link } from 'react-router'
import { useGoogleSignInError } from '../hooks/use-google-sign-in-error.ts'
import { ForgotPasswordPanel } from './ForgotPasswordPanel.tsx'
import { GoogleSignInButton } from './GoogleSignInButton.tsx'
import { LoginForm } from './LoginForm.tsx'

export type LoginView = 'form' | 'forgot'

interface LoginTabProps {
  view: LoginView
  onViewChange: (view: LoginView) => void
  prefillEmail: string
}

/** The Login tab: the sign-in form or the forgot-password panel, then the other ways in. */
export function LoginTab({ view, onViewChange, prefillEmail }: LoginTabProps) {
  const googleError = useGoogleSignInError()
  const [typedEmail, setTypedEmail] = useState(prefillEmail)

  if (view === 'forgot') {
    return <ForgotPasswordPanel initialEmail={typedEmail} onBack={() => onViewChange('form')} />
  }

  return (
    <>
      {googleError && (
        <Callout intent={Intent.WARNING} title="Google sign-in" className="auth-google-error">
          {googleError}
        </Callout>
      )}
      <LoginForm
        key={prefillEmail}
        initialEmail={prefillEmail}
        onForgotPassword={(email) => {
          setTypedEmail(email)
          onViewChange('forgot')
        }}
      />
      <div className="auth-divider" role="separator" aria-label="Or continue with">
        <Divider />
        <span>Or continue with</span>
        <Divider />
      </div>
      <GoogleSignInButton />
      <p className="auth-support">
        Trouble signing in?{' '}
        <Link to="/home/contact" className="auth-support-link">
          <Headset size={14} aria-hidden="true" /> Contact Support
        </Link>
      </p>
    </>
  )
}
