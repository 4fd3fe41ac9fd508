import type { User } from '../../auth/index.ts'

/**
 * A paid checkout asks for the learner's state when their profile has none: it is the place of
 * supply of their GST invoice (docs/decisions.md#gst-invoices), saved on the profile by the
 * capture call, so it is asked once.
 */
export function needsBuyerState(user: Pick<User, 'additionalDetails'> | null | undefined) {
  return user !== null && user !== undefined && !user.additionalDetails.state
}
