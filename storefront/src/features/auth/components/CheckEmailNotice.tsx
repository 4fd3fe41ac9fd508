import { Button, H2, Intent } from '@blueprintjs/core'
import { ArrowLeft, Envelope } from '@blueprintjs/icons'

interface CheckEmailNoticeProps {
  email: string
  onBack: () => void
  onRetry: () => void
}

/** Shown after a reset link was requested; the same words whether or not the address is known. */
export function CheckEmailNotice({ email, onBack, onRetry }: CheckEmailNoticeProps) {
  return (
    <section aria-labelledby="check-email-heading" className="auth-step">
      <div className="auth-step-icon auth-step-icon-success" aria-hidden="true">
        <Envelope size={24} />
      </div>
      <H2 id="check-email-heading" className="auth-heading">
        Check Your Email
      </H2>
      <p className="auth-subtitle">
        If an account exists for <strong className="auth-email">{email}</strong>, a link to reset
        your password is on its way. The link works for 15 minutes, and only once.
      </p>
      <p className="auth-footnote">
        Nothing arrived after a few minutes? Check your spam folder, or{' '}
        <button type="button" className="auth-link-button" onClick={onRetry}>
          try another address
        </button>
        .
      </p>
      <Button
        size="large"
        intent={Intent.PRIMARY}
        fill
        icon={<ArrowLeft />}
        text="Back to login"
        onClick={onBack}
        autoFocus
      />
    </section>
  )
}
