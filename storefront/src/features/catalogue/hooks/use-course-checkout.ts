import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import type { CourseCard } from '../api/catalogue-types.ts'
import { api } from '../../../app/api.ts'
import { useCurrentUser, usePublicConfig } from '../../auth/index.ts'
import { COURSE_CHECKOUT_MESSAGES, hasAccess, useCheckout } from '../../checkout/index.ts'
import { learningPath } from '../lib/course-facts.ts'

/** The checkout window's accent: the brand violet of the shell. */
const CHECKOUT_COLOR = '#5b3fd6'

/**
 * Enrolling in one course (docs/screens/learner.md#buying): free courses at once, paid
 * ones through Razorpay; afterwards the learning view. The caller sends visitors to /login.
 */
export function useCourseCheckout(course: Pick<CourseCard, '_id' | 'pricePaise'> | undefined) {
  const { data: config } = usePublicConfig()
  const { data: user } = useCurrentUser()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { state, start, busy } = useCheckout()

  /**
   * `buyerState`: the learner's state, asked when the profile has none (needsBuyerState);
   * `couponCode`: the coupon applied, if any (the server charges the price with it).
   */
  async function enrol(buyerState?: string, couponCode?: string) {
    if (!course || !user || !config) return
    const courseId = course._id
    const final = await start({
      free: course.pricePaise <= 0,
      gatewayUrl: config.razorpayCheckoutUrl,
      createOrder: async () => {
        const { body } = await api.post('/payment/capturePayment', {
          body: {
            courseId,
            ...(buyerState ? { state: buyerState } : {}),
            ...(couponCode ? { couponCode } : {}),
          },
        })
        // a free course is enrolled at once: its answer is a settled grant, not an order to pay
        return 'enrolled' in body ? { granted: true, message: body.message } : { order: body.data }
      },
      verify: async (payment) => {
        const { body } = await api.post('/payment/verifyPayment', {
          body: { ...payment, courseId },
        })
        return body.message
      },
      presentation: {
        name: config.appName,
        description: 'Course Purchase',
        prefill: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
        theme: { color: CHECKOUT_COLOR },
      },
      messages: COURSE_CHECKOUT_MESSAGES,
    })
    if (final && hasAccess(final)) {
      // enrolment changes the course, the lists, the profile: everything refetches when seen
      void queryClient.invalidateQueries()
      navigate(learningPath(courseId))
    }
  }

  return {
    state,
    busy,
    enrol,
    /** false: the server cannot take payments (free courses still work). */
    paymentsEnabled: config?.paymentsEnabled ?? true,
    ready: config !== undefined && user !== undefined,
  }
}
