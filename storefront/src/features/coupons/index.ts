/*
| Coupons for learners: "Have a coupon?" and the server's price with it (docs/coupons.md).
*/
export { CouponEntry } from './components/CouponEntry.tsx'
export type { CouponQuote, CouponTarget } from './api/coupon-quote.ts'
