/*
| Coupons under /api/v1 (issue 39, docs/coupons.md).
|
|   GET    /coupons              (admin) page, limit (1-100, 20), search (part of the code), code
|                                (exact, any case), status (all|active|paused|expired|scheduled)
|                                -> data [coupon with usesCount, paidUses, discountGivenPaise], meta
|   POST   /coupons              (admin) code, discountType (percent|flat), discountValue (percent
|                                1-100 or paise), minOrderPaise?, maxDiscountPaise?, validFrom?,
|                                validUntil? (ISO, UTC), totalUses?, usesPerLearner?, appliesTo?
|                                (all|courses|store_items), courseIds?, storeItemIds?, paused?
|                                -> 201 data coupon; 422 with `errors` at the fields (a code in use)
|   GET    /coupons/:id          (admin) -> data coupon; 404
|   PATCH  /coupons/:id          (admin) the fields given; {paused} pauses or resumes -> data coupon
|   DELETE /coupons/:id          (admin) the coupon stops applying; its orders keep it
|   GET    /coupons/:id/orders   (admin) page, limit -> data [use with its order], meta
|   POST   /coupon-quotes        (anyone; signed in: the learner's own limit too) code, courseId |
|                                storeItemId -> data {listPricePaise, discountPaise, pricePaise, ...};
|                                422 E_COUPON_REFUSED with `reason` and the refusal in words
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CouponsController = () => import('#coupons/controllers/coupons_controller')
const CouponQuotesController = () => import('#coupons/controllers/coupon_quotes_controller')

router
  .group(() => {
    router.get('coupons', [CouponsController, 'index'])
    router.post('coupons', [CouponsController, 'store'])
    router.get('coupons/:id', [CouponsController, 'show'])
    router.patch('coupons/:id', [CouponsController, 'update'])
    router.delete('coupons/:id', [CouponsController, 'destroy'])
    router.get('coupons/:id/orders', [CouponsController, 'orders'])
  })
  .prefix('/api/v1')
  .use([middleware.auth({ guards: ['web', 'api'] }), middleware.admin()])

router
  .post('/api/v1/coupon-quotes', [CouponQuotesController, 'store'])
  .use(middleware.currentUser())
