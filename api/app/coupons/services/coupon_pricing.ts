import type Coupon from '#coupons/models/coupon'

/** What a coupon takes off a price (paise): never more than its maximum nor than the price. */
export function discountFor(
  coupon: Pick<Coupon, 'discountType' | 'discountValue' | 'maxDiscountPaise'>,
  listPricePaise: number
) {
  let discount =
    coupon.discountType === 'percent'
      ? Math.floor((listPricePaise * coupon.discountValue) / 100)
      : coupon.discountValue
  if (coupon.maxDiscountPaise !== null && coupon.maxDiscountPaise !== undefined) {
    discount = Math.min(discount, coupon.maxDiscountPaise)
  }
  return Math.max(0, Math.min(discount, listPricePaise))
}

/** Coupon codes are matched without regard to case or surrounding spaces. */
export function normalCode(code: string) {
  return code.trim().toLowerCase()
}
