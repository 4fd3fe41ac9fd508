/*
| The coupons domain (discount codes, their uses and the admin's coupons).
| Its public entry: other parts of app/ and dev/ use only what is exported here (lint zones in
| eslint.config.js); inside the domain, files import each other directly.
*/
export { default as Coupon } from './models/coupon.js'
export { default as CouponService } from './services/coupon_service.js'
export type { CouponPrice, PricedItem, Reservation } from './services/coupon_service.js'
export { RESERVATION_MINUTES } from './services/coupon_service.js'
export { checkoutCouponField, CHECKOUT_COUPON_MESSAGES } from './validators/coupons.js'
export type { CouponRefusal } from './transformers/coupon_types.js'
