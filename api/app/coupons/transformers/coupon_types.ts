import type { CouponScope, DiscountType } from '#coupons/models/coupon'
import type { CouponRefusalReason } from '#coupons/services/coupon_refusal'

/*
| Coupons as the admin's Coupons screens and the storefront read them (docs/coupons.md),
| through the generated contract.
*/

/** Where a coupon stands now. */
export type CouponState = 'active' | 'paused' | 'expired' | 'scheduled'

export interface CouponCourseRef {
  _id: string
  courseName: string
}

export interface CouponStoreItemRef {
  _id: string
  title: string
}

export interface AdminCoupon {
  _id: string
  code: string
  discountType: DiscountType
  /** percent: 1-100; flat: paise */
  discountValue: number
  minOrderPaise: number
  maxDiscountPaise: number | null
  /** ISO date-time (UTC) or null: from now on */
  validFrom: string | null
  /** ISO date-time (UTC) or null: no end */
  validUntil: string | null
  /** null: no limit */
  totalUses: number | null
  /** null: no limit */
  usesPerLearner: number | null
  appliesTo: CouponScope
  courses: CouponCourseRef[]
  storeItems: CouponStoreItemRef[]
  paused: boolean
  state: CouponState
  /** Uses that count against the limits: paid orders and checkouts in progress */
  usesCount: number
  /** Paid orders (and 100% coupons) with the coupon */
  paidUses: number
  /** What the coupon took off paid orders, paise */
  discountGivenPaise: number
  createdAt: string
  updatedAt: string
}

/** One use of a coupon, with its order (null when the coupon made the item free). */
export interface CouponOrderRow {
  _id: string
  /** reserved: checkout in progress; kept: paid (or free by the coupon); released: lapsed */
  status: 'reserved' | 'kept' | 'released'
  learner: { _id: string; name: string; email: string }
  item: { kind: 'course' | 'store_item'; _id: string | null; title: string | null }
  listPricePaise: number
  discountPaise: number
  /** What the learner was charged, paise */
  pricePaise: number
  order: {
    _id: string
    receipt: string
    status: string
    amountPaise: number
    gatewayOrderId: string
    paidAt: string | null
  } | null
  createdAt: string
}

/** POST /coupon-quotes: the server's price with the coupon. */
export interface CouponQuote {
  code: string
  itemKind: 'course' | 'store_item'
  itemId: string
  listPricePaise: number
  discountPaise: number
  pricePaise: number
  /**
   * What checkout will charge with this coupon (the Razorpay order's amount): pricePaise when
   * prices include GST, else the coupon applied to the price plus GST, as checkout applies it
   * (docs/decisions.md#gst-invoices)
   */
  payablePaise: number
  /** e.g. '20% off' or '₹500 off' */
  description: string
}

/** Beside a refused quote or checkout (422 E_COUPON_REFUSED). */
export interface CouponRefusal {
  reason: CouponRefusalReason
}
