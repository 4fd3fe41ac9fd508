import { DateTime } from 'luxon'
import { formatRupees } from '@pathshala/shared'
import ApiException from '#core/exceptions/api_exception'

/** Why a coupon does not apply, as the learner's screen may branch on it. */
export type CouponRefusalReason =
  | 'unknown'
  | 'paused'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'learner_limit'
  | 'min_order'
  | 'not_for_item'
  | 'free_item'

function when(moment: DateTime) {
  return `${moment.setZone('Asia/Kolkata').toFormat('d LLL yyyy, h:mm a')} IST`
}

/** The refusal said in words (422 E_COUPON_REFUSED with `reason`). */
export function couponRefused(reason: CouponRefusalReason, code: string, detail?: unknown) {
  const name = code.trim().toUpperCase()
  const kindWord = detail === 'store_item' ? 'item' : 'course'
  const messages: Record<CouponRefusalReason, string> = {
    unknown: `There is no coupon with the code ${name}`,
    paused: `The coupon ${name} is paused for now`,
    not_started:
      detail instanceof DateTime
        ? `The coupon ${name} can be used from ${when(detail)}`
        : `The coupon ${name} cannot be used yet`,
    expired:
      detail instanceof DateTime
        ? `The coupon ${name} expired on ${when(detail)}`
        : `The coupon ${name} has expired`,
    used_up: `The coupon ${name} has been used up`,
    learner_limit: `You have already used the coupon ${name} as many times as it allows`,
    min_order:
      typeof detail === 'number'
        ? `The coupon ${name} needs an order of at least ${formatRupees(detail)}`
        : `This order is below the coupon's minimum`,
    not_for_item: `The coupon ${name} is not for this ${kindWord}`,
    free_item: `This ${kindWord} is free: no coupon is needed`,
  }
  return new ApiException(messages[reason], {
    status: 422,
    code: 'E_COUPON_REFUSED',
    fields: { reason },
  })
}
