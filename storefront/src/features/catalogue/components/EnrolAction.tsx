import { useId, useState } from 'react'
import type { CourseDetail } from '../api/catalogue-types.ts'
import { useLocation, useNavigate } from 'react-router'
import { Button, Callout } from '@blueprintjs/core'
import { ArrowRight, Lock, Play } from '@blueprintjs/icons'
import { ButtonLink } from '@pathshala/ui'
import { useCurrentUser } from '../../auth/index.ts'
import { useCourseCheckout } from '../hooks/use-course-checkout.ts'
import { BuyerStateField, needsBuyerState, type CheckoutPhase } from '../../checkout/index.ts'
import { isEnrolledIn, learningPath } from '../lib/course-facts.ts'
import { CouponEntry, type CouponQuote } from '../../coupons/index.ts'

/** What the button says while a purchase is under way. */
const BUSY_TEXT: Partial<Record<CheckoutPhase, string>> = {
  'loading-gateway': 'Opening checkout...',
  'creating-order': 'Processing payment...',
  'awaiting-payment': 'Complete the payment...',
  'verifying': 'Verifying payment...',
}

/**
 * Enroll Now or Continue Learning (docs/screens/learner.md#course-detail): a visitor goes to /login
 * and comes back here; a free course enrols at once; a paid one opens the checkout.
 */
export function EnrolAction({ course }: { course: CourseDetail }) {
  const { data: user, isPending: userPending } = useCurrentUser()
  const navigate = useNavigate()
  const location = useLocation()
  const checkout = useCourseCheckout(course)
  const paid = course.pricePaise > 0
  const stateFieldId = useId()
  const [buyerState, setBuyerState] = useState('')
  const [coupon, setCoupon] = useState<CouponQuote | null>(null)
  // a paid course asks for the state once, when the profile has none (GST invoice)
  const askState = paid && needsBuyerState(user)

  if (isEnrolledIn(course, user?._id)) {
    return (
      <ButtonLink to={learningPath(course._id)} intent="success" size="large" fill icon={<Play />}>
        Continue Learning
      </ButtonLink>
    )
  }

  if (paid && !checkout.paymentsEnabled) {
    return (
      <>
        <Button size="large" fill disabled icon={<Lock />} text="Payments unavailable" />
        <p className="enrol-note" role="note">
          Online payments are switched off right now, so paid courses cannot be bought. Please try
          again later or contact support.
        </p>
      </>
    )
  }

  function enrol() {
    if (!user) {
      navigate('/login', { state: { from: location.pathname + location.search } })
      return
    }
    void checkout.enrol(askState && buyerState ? buyerState : undefined, coupon?.code)
  }

  const busyText = BUSY_TEXT[checkout.state.phase]
  const { phase, message } = checkout.state
  return (
    <>
      {askState && (
        <BuyerStateField
          id={stateFieldId}
          value={buyerState}
          onChange={setBuyerState}
          disabled={checkout.busy}
        />
      )}
      {paid && (
        <CouponEntry
          target={{ courseId: course._id }}
          applied={coupon}
          onApplied={setCoupon}
          disabled={checkout.busy}
        />
      )}
      <Button
        size="large"
        fill
        intent="primary"
        endIcon={busyText ? undefined : <ArrowRight />}
        loading={false}
        disabled={userPending || checkout.busy || (user != null && !checkout.ready)}
        onClick={enrol}
        text={busyText ?? 'Enroll Now'}
      />
      <div className="enrol-status" aria-live="polite">
        {phase === 'failed' && message && (
          <Callout intent="danger" compact>
            {message}
          </Callout>
        )}
        {(phase === 'cancelled' || phase === 'awaiting-payment') && message && (
          <p className="enrol-note">{message}</p>
        )}
      </div>
    </>
  )
}
