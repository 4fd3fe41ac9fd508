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
import { errorMessage } from '../api/errors.ts'
import { useSendOtp, useSignup } from '../api/registration.ts'
import { useCountdown } from '../hooks/use-countdown.ts'
import { readOtpRefusal } from '../lib/otp-refusal.ts'
import { OtpInput } from './OtpInput.tsx'
import { completeCode, type OtpSlots } from './otp-digits.ts'

interface OtpVerificationProps {
  registration: RegistrationForm
  onBack: () => void
  onRegistered: (email: string) => void
}

/** What the step says went wrong, and whether to count down to a new code under it. */
interface Problem {
  message: string
  /** Count down to when a new code may be asked for (a code that takes no more tries). */
  newCodeWait: boolean
}

/** The step after 'Create Account': the mailed six-digit code, with a 300 s countdown. */
export function OtpVerification({ registration, onBack, onRegistered }: OtpVerificationProps) {
  const [slots, setSlots] = useState<OtpSlots>('')
  const [problem, setProblem] = useState<Problem | null>(null)
  // red boxes until the learner types again; the words above stay until the next try
  const [boxesInvalid, setBoxesInvalid] = useState(false)
  // a code with no tries left: nothing is sent until a new one came, each try would be wasted
  const [spent, setSpent] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)
  const countdown = useCountdown(OTP_VALIDITY_SECONDS)
  const newCode = useCountdown(0)
  const signup = useSignup()
  const resend = useSendOtp()
  const email = registration.email.trim()
  const code = completeCode(slots)
  const canVerify = code !== null && !countdown.expired && !signup.isPending && !spent

  /** Empties the boxes and puts the caret in the first, so the next code is typed whole. */
  function startOver() {
    setSlots('')
    setFocusRequest((request) => request + 1)
  }

  function verify(otp: string) {
    if (countdown.expired || signup.isPending || spent) return
    setProblem(null)
    setBoxesInvalid(false)
    signup.mutate(
      { ...registration, email, otp },
      {
        onSuccess: () => {
          void showToast('success', 'Registration successful!')
          onRegistered(email)
        },
        onError: (failure) => {
          // said once, here, in words (no status toast)
          const refusal = readOtpRefusal(failure)
          setProblem({ message: refusal.message, newCodeWait: refusal.newCodeIn !== null })
          if (refusal.newCodeIn !== null) newCode.reset(refusal.newCodeIn)
          setSpent(refusal.spent)
          setBoxesInvalid(true)
          // the refused digits are gone: typing again can never complete a mix of old and new
          startOver()
        },
      }
    )
  }

  function resendCode() {
    setProblem(null)
    resend.mutate(email, {
      onSuccess: () => {
        countdown.reset()
        setSpent(false)
        setBoxesInvalid(false)
        startOver()
        void showToast('success', 'OTP resent successfully!')
      },
      // a 429 says how long to wait; said once, in the step
      onError: (failure) => setProblem({ message: errorMessage(failure), newCodeWait: false }),
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
          setBoxesInvalid(false)
        }}
        onComplete={verify}
        disabled={signup.isPending || spent}
        invalid={boxesInvalid}
        describedBy="otp-instructions otp-timer otp-problem"
        focusRequest={focusRequest}
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

      <div className="auth-message-slot" id="otp-problem" aria-live="polite">
        {problem && (
          <Callout intent={Intent.DANGER} compact>
            {problem.message}
            {problem.newCodeWait && (
              // the countdown is not read out every second, only once a new code may be asked for
              <span className="otp-new-code-wait" aria-live={newCode.expired ? 'polite' : 'off'}>
                {newCode.expired
                  ? 'You can ask for a new code now.'
                  : `You can ask for a new code in ${formatCountdown(newCode.secondsLeft)}.`}
              </span>
            )}
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
