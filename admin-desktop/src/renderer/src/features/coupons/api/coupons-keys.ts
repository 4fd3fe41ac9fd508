import type { CouponListRequest } from './coupon-types.ts'

/** Query keys of the coupons feature. */
export const couponsKeys = {
  all: ['coupons'] as const,
  lists: () => [...couponsKeys.all, 'list'] as const,
  list: (request: CouponListRequest) => [...couponsKeys.lists(), request] as const,
  detail: (id: string) => [...couponsKeys.all, 'detail', id] as const,
  orders: (id: string, page: number) => [...couponsKeys.all, 'orders', id, page] as const,
  byCode: (code: string) => [...couponsKeys.all, 'by-code', code.toLowerCase()] as const,
  courseOptions: (search: string) => [...couponsKeys.all, 'course-options', search] as const,
  itemOptions: (search: string) => [...couponsKeys.all, 'item-options', search] as const,
}
