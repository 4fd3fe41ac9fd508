import type { AnswerOf, RequestBody, RequestQuery } from '../../../../../shared/api-contract.ts'

type CouponsAnswer = AnswerOf<'GET', '/coupons'>

/** A coupon as GET /coupons answers it, with its uses so far and the discount given. */
export type Coupon = CouponsAnswer['data'][number]

/** The list's paging meta. */
export type CouponListMeta = CouponsAnswer['meta']

/** GET /coupons's query. */
export type CouponListRequest = RequestQuery<'/coupons'>

/** POST /coupons's body. */
export type CouponBody = RequestBody<'POST', '/coupons'>

/** One use of a coupon with its order (GET /coupons/:id/orders). */
export type CouponOrderRow = AnswerOf<'GET', '/coupons/:id/orders'>['data'][number]
