import { H2 } from '@blueprintjs/core'
import { Error as ErrorIcon, Key } from '@blueprintjs/icons'
import { Link } from 'react-router'
import { RESET_FAILED_MESSAGE } from './reset-messages.ts'

/** A reset link without its token: nothing to submit, only the way to ask for a new link. */
export function ResetLinkInvalid() {
  return (
    <section className="auth-step" aria-labelledby="reset-invalid-heading">
      <div className="auth-step-icon auth-step-icon-danger" aria-hidden="true">
        <ErrorIcon size={24} />
      </div>
      <H2 id="reset-invalid-heading" className="auth-heading">
        Reset link not valid
      </H2>
      <p className="auth-subtitle">{RESET_FAILED_MESSAGE}</p>
      <RequestNewLink />
    </section>
  )
}

/** Opens /login on its forgot-password panel. */
export function RequestNewLink() {
  return (
    <Link
      to="/login"
      state={{ forgotPassword: true }}
      className="bp6-button bp6-intent-primary bp6-fill bp6-large auth-link-as-button"
    >
      <Key aria-hidden="true" />
      <span className="bp6-button-text">Request a new link</span>
    </Link>
  )
}
