import { useState, type FormEvent } from 'react'
import { Button, Callout, H2, Intent } from '@blueprintjs/core'
import { ArrowLeft, Envelope, Refresh, Time } from '@blueprintjs/icons'
import {
  formatCountdown,
  OTP_LENGTH,
  OTP_VALIDITY_SECONDS,
  type RegistrationForm,
} from '@pathshala/shared'
import { showToast } from '@pathshala/ui'
import { errorMessage, errorStatus } from '../api/errors.ts'
import { useSendOtp, useSignup } from '../api/registration.ts'
import { useCountdown } from '../hooks/use-countdown.ts'
import { OtpInput } from './OtpInput.tsx'
import { completeCode, type OtpSlots } from './otp-digits.ts'

interface OtpVerificationProps {
  registration: RegistrationForm
  onBack: () => void
  onRegistered: (email: string) => void
}

/** The step after 'Create Account': the mailed six-digit code, with a 300 s countdown. */
export function OtpVerification({ registration, onBack, onRegistered }: OtpVerificationProps) {
  const [slots, setSlots] = useState<OtpSlots>('')
  const [error, setError] = useState<string | null>(null)
  const countdown = useCountdown(OTP_VALIDITY_SECONDS)
  const signup = useSignup()
  const resend = useSendOtp()
  const email = registration.email.trim()
  const code = completeCode(slots)
  const canVerify = code !== null && !countdown.expired && !signup.isPending

  function verify(otp: string) {
    if (countdown.expired || signup.isPending) return
    setError(null)
    signup.mutate(
      { ...registration, email, otp },
      {
        onSuccess: ({ status }) => {
          if (status === 201) {
            void showToast('success', 'Registration successful!')
            onRegistered(email)
          } else {
            void showToast('error', `Error: ${status}`)
          }
        },
        onError: (failure) => {
          setError(`Error: ${errorMessage(failure)}`)
          void showToast('error', `Error: ${errorStatus(failure)}`)
        },
      }
    )
  }

  function resendCode() {
    setError(null)
    resend.mutate(email, {
      onSuccess: () => {
        countdown.reset()
        setSlots('')
        void showToast('success', 'OTP resent successfully!')
      },
      onError: (failure) => {
        // A 429 says how long to wait; that is worth more than the bare toast.
        setError(errorMessage(failure))
        void showToast('error', 'Failed to resend OTP')
      },
    })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (code !== null) verify(code)
  }

  return (
    <form className="auth-step" onSubmit={submit} noValidate aria-labelledby="otp-heading">
      <div className="auth-step-icon" aria-hidden="true">
        <Envelope size={24} />
      </div>
      <H2 id="otp-heading" className="auth-heading">
        Verify Your Email
      </H2>
      <p className="auth-subtitle" id="otp-instructions">
        We sent a {OTP_LENGTH}-digit verification code to{' '}
        <strong className="auth-email">{email}</strong>. Enter it below to finish creating your
        account.
      </p>

      <OtpInput
        value={slots}
        onChange={(next) => {
          setSlots(next)
          setError(null)
        }}
        onComplete={verify}
        disabled={signup.isPending}
        invalid={error !== null}
        describedBy="otp-instructions otp-timer"
      />

      <div className="otp-timer-row">
        <span
          id="otp-timer"
          className={countdown.expired ? 'otp-timer otp-timer-expired' : 'otp-timer'}
          role="timer"
          aria-live={countdown.expired ? 'assertive' : 'off'}
        >
          <Time size={14} aria-hidden="true" />
          {countdown.expired
            ? 'Code has expired'
            : `Code expires in ${formatCountdown(countdown.secondsLeft)}`}
        </span>
        <Button
          variant="minimal"
          size="small"
          icon={<Refresh />}
          text="Resend"
          loading={resend.isPending}
          onClick={resendCode}
        />
      </div>

      <div className="auth-message-slot" aria-live="polite">
        {error && (
          <Callout intent={Intent.DANGER} compact>
            {error}
          </Callout>
        )}
      </div>

      <div className="auth-actions">
        <Button
          size="large"
          icon={<ArrowLeft />}
          text="Back"
          onClick={onBack}
          disabled={signup.isPending}
        />
        <Button
          type="submit"
          size="large"
          intent={Intent.PRIMARY}
          className="auth-actions-primary"
          disabled={!canVerify}
          text={signup.isPending ? 'Verifying...' : 'Verify & Register'}
        />
      </div>

      <p className="auth-footnote">
        Didn&apos;t get the code? Check your spam folder, or{' '}
        <button
          type="button"
          className="auth-link-button"
          onClick={resendCode}
          disabled={resend.isPending}
        >
          Resend verification code
        </button>
      </p>
    </form>
  )
}
