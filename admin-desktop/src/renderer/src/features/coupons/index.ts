export { couponsKeys } from './api/coupons-keys.ts'
export { useCouponByCode } from './api/use-coupons.ts'
export const loadCouponsPage = () => import('./components/CouponsPage.tsx')
export const loadCouponOrdersPage = () => import('./components/CouponOrdersPage.tsx')
export type { Coupon, CouponOrderRow } from './api/coupon-types.ts'
export { CouponCodeNote } from './components/CouponCodeNote.tsx'
