import { INDIAN_STATE_CODES } from '@pathshala/shared'
import type { User } from '#accounts'
import { choiceOf } from '#core/validators/rules'
import { FIELD_MESSAGES } from '#core/validators/messages'

/**
 * The checkout's optional `state` (GST state code): asked by the front ends when the
 * learner's profile has none, as it is the place of supply of their invoice
 * (docs/decisions.md#gst-invoices). The old client sends none.
 */
export const buyerStateField = () => choiceOf(INDIAN_STATE_CODES).nullable().optional()
export const BUYER_STATE_MESSAGES = { 'state.*': FIELD_MESSAGES.state }

/** Saves the state the checkout was given on the learner's profile. */
export async function rememberBuyerState(user: User, state: string | null | undefined) {
  if (!state || user.state === state) return
  user.state = state
  await user.save()
}
