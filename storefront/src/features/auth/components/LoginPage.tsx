import { useState } from 'react'
import { useLocation } from 'react-router'
import { Card, Tab, Tabs } from '@blueprintjs/core'
import type { RegistrationForm } from '@pathshala/shared'
import { AuthTopBar } from './AuthTopBar.tsx'
import { LegalNotice } from './LegalNotice.tsx'
import { LoginTab, type LoginView } from './LoginTab.tsx'
import { OtpVerification } from './OtpVerification.tsx'
import { EMPTY_REGISTRATION, RegisterForm } from './RegisterForm.tsx'
import { WelcomePanel } from './WelcomePanel.tsx'
import './auth.css'

type AuthTab = 'login' | 'register'

/** Links such as the reset page's 'request a new link' open the forgot panel directly. */
function initialLoginView(state: unknown): LoginView {
  const wantsForgot =
    typeof state === 'object' && state !== null && 'forgotPassword' in state && state.forgotPassword
  return wantsForgot ? 'forgot' : 'form'
}

/**
 * /login: the auth landing screen with the Login and Register tabs
 * (docs/screens/learner.md#sign-in-and-register).
 */
export default function LoginPage() {
  const location = useLocation()
  const [tab, setTab] = useState<AuthTab>('login')
  const [loginView, setLoginView] = useState<LoginView>(() => initialLoginView(location.state))
  const [prefillEmail, setPrefillEmail] = useState('')
  const [registration, setRegistration] = useState<RegistrationForm>(EMPTY_REGISTRATION)
  const [verifying, setVerifying] = useState(false)
  // A new key remounts the register form empty once an account was created.
  const [registerFormKey, setRegisterFormKey] = useState(0)

  function finishRegistration(email: string) {
    setRegistration(EMPTY_REGISTRATION)
    setRegisterFormKey((key) => key + 1)
    setVerifying(false)
    setPrefillEmail(email)
    setLoginView('form')
    setTab('login')
  }

  return (
    <div className="auth-screen">
      <AuthTopBar />
      <div className="auth-layout">
        <WelcomePanel />
        <main className="auth-main">
          <header className="auth-compact-header">
            <h1>Welcome Back</h1>
            <p>Sign in to your account or create a new one</p>
          </header>
          <Card className="auth-card" elevation={2}>
            {verifying ? (
              <OtpVerification
                registration={registration}
                onBack={() => setVerifying(false)}
                onRegistered={finishRegistration}
              />
            ) : (
              <Tabs
                id="auth-tabs"
                selectedTabId={tab}
                onChange={(next) => setTab(next as AuthTab)}
                size="large"
                // a static underline: the animated one is measured once and drifts on resize
                animate={false}
                className="auth-tabs"
              >
                <Tab
                  id="login"
                  title="Login"
                  panel={
                    <LoginTab
                      view={loginView}
                      onViewChange={setLoginView}
                      prefillEmail={prefillEmail}
                    />
                  }
                />
                <Tab
                  id="register"
                  title="Register"
                  panel={
                    <RegisterForm
                      key={registerFormKey}
                      initial={registration}
                      onCodeSent={(next) => {
                        setRegistration(next)
                        setVerifying(true)
                      }}
                    />
                  }
                />
              </Tabs>
            )}
          </Card>
          <LegalNotice />
        </main>
      </div>
    </div>
  )
}
