import { formatRupees, parseRupees } from '@pathshala/shared'

/** Razorpay's smallest refund, ₹1.00. */
export const MINIMUM_REFUND_PAISE = 100
export const REASON_MIN = 3
export const REASON_MAX = 500

export type RefundScope = 'full' | 'partial'

export interface RefundFormValues {
  scope: RefundScope
  /** Rupees as typed ('250', '250.50'), for a partial refund */
  rupees: string
  reason: string
}

export interface RefundFormResult {
  /** The amount to refund in whole paise (a full refund: all that remains) */
  amountPaise: number
  errors: { rupees?: string; reason?: string }
}

/**
 * Checks the refund form against what remains refundable: a partial amount is rupees with at
 * most two decimals, at least ₹1.00 and at most what remains; the reason has 3 to 500
 * characters. The amount is converted to paise on the digits (parseRupees), never through
 * floating point.
 */
export function checkRefundForm(values: RefundFormValues, refundablePaise: number) {
  const errors: RefundFormResult['errors'] = {}
  let amountPaise = refundablePaise
  if (values.scope === 'partial') {
    const paise = values.rupees.trim() === '' ? null : parseRupees(values.rupees)
    if (paise === null) {
      errors.rupees = 'Enter an amount in rupees, like 250 or 250.50'
    } else if (paise < MINIMUM_REFUND_PAISE) {
      errors.rupees = `The smallest refund is ${formatRupees(MINIMUM_REFUND_PAISE)}`
    } else if (paise > refundablePaise) {
      errors.rupees = `At most ${formatRupees(refundablePaise)} can still be refunded`
    } else {
      amountPaise = paise
    }
  }
  const reason = values.reason.trim()
  if (reason.length < REASON_MIN) {
    errors.reason = 'Say why the order is refunded (at least 3 characters)'
  } else if (reason.length > REASON_MAX) {
    errors.reason = `Keep the reason under ${REASON_MAX} characters`
  }
  return { amountPaise, errors } satisfies RefundFormResult
}

export const REFUND_STATUS_LABELS = {
  pending: 'Pending',
  processed: 'Refunded',
  failed: 'Failed',
} as const

export const REFUND_STATUS_INTENTS = {
  pending: 'warning',
  processed: 'success',
  failed: 'danger',
} as const
