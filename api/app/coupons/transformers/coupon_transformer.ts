import { DateTime } from 'luxon'
import { formatRupees } from '@pathshala/shared'
import type Coupon from '#coupons/models/coupon'
import type { AdminCoupon, CouponState } from '#coupons/transformers/coupon_types'

const iso = (value: DateTime | null) => (value ? value.toUTC().toISO()! : null)

export interface CouponUses {
  usesCount: number
  paidUses: number
  discountGivenPaise: number
}

/** Where the coupon stands at `now`. */
export function couponState(coupon: Coupon, now = DateTime.utc()): CouponState {
  if (coupon.validUntil && coupon.validUntil <= now) return 'expired'
  if (coupon.paused) return 'paused'
  if (coupon.validFrom && coupon.validFrom > now) return 'scheduled'
  return 'active'
}

/** '20% off', '₹500 off' (up to ₹1,000). */
export function discountText(coupon: Coupon) {
  const off =
    coupon.discountType === 'percent'
      ? `${coupon.discountValue}% off`
      : `${formatRupees(coupon.discountValue)} off`
  return coupon.maxDiscountPaise !== null && coupon.discountType === 'percent'
    ? `${off} (up to ${formatRupees(coupon.maxDiscountPaise)})`
    : off
}

/** A coupon for the admin; its courses and store items preloaded. */
export function adminCoupon(coupon: Coupon, uses: CouponUses): AdminCoupon {
  return {
    _id: coupon.id,
    code: coupon.code,
    discountType: coupon.discountType,
    discountValue: coupon.discountValue,
    minOrderPaise: coupon.minOrderPaise,
    maxDiscountPaise: coupon.maxDiscountPaise,
    validFrom: iso(coupon.validFrom),
    validUntil: iso(coupon.validUntil),
    totalUses: coupon.totalUses,
    usesPerLearner: coupon.usesPerLearner,
    appliesTo: coupon.appliesTo,
    courses: (coupon.courses ?? []).map((course) => ({
      _id: course.id,
      courseName: course.courseName,
    })),
    storeItems: (coupon.storeItems ?? []).map((item) => ({ _id: item.id, title: item.title })),
    paused: coupon.paused,
    state: couponState(coupon),
    usesCount: uses.usesCount,
    paidUses: uses.paidUses,
    discountGivenPaise: uses.discountGivenPaise,
    createdAt: iso(coupon.createdAt)!,
    updatedAt: iso(coupon.updatedAt)!,
  }
}
