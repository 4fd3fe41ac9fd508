import { H2 } from '@blueprintjs/core'
import { LogIn, TickCircle } from '@blueprintjs/icons'
import { Link } from 'react-router'

/** After a successful reset: every old session has ended, so the learner signs in again. */
export function ResetPasswordDone() {
  return (
    <section className="auth-step" aria-labelledby="reset-done-heading">
      <div className="auth-step-icon auth-step-icon-success" aria-hidden="true">
        <TickCircle size={24} />
      </div>
      <H2 id="reset-done-heading" className="auth-heading">
        Password reset successfully
      </H2>
      <p className="auth-subtitle">
        Your new password is set. Sign in with it to continue learning.
      </p>
      <Link
        to="/login"
        replace
        className="bp6-button bp6-intent-primary bp6-fill bp6-large auth-link-as-button"
      >
        <LogIn aria-hidden="true" />
        <span className="bp6-button-text">Continue to Login</span>
      </Link>
    </section>
  )
}
