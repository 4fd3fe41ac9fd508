import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Coupon from '#coupons/models/coupon'

/**
 * Live coupons for everything, 10% off, without limits, by default. States: `flat` (₹100 off),
 * `full` (100% off), `paused`, `expired`, `scheduled`, `lastUse` (one use in all),
 * `oncePerLearner`, `forCourses` and `forStoreItems` (attach the items with
 * `coupon.related('courses').attach([...])`).
 */
export const CouponFactory = factory
  .define(Coupon, ({ faker }) => ({
    code: `SAVE${faker.string.alphanumeric(8).toUpperCase()}`,
    discountType: 'percent' as const,
    discountValue: 10,
    minOrderPaise: 0,
    maxDiscountPaise: null,
    validFrom: null,
    validUntil: null,
    totalUses: null,
    usesPerLearner: null,
    appliesTo: 'all' as const,
    paused: false,
    deletedAt: null,
  }))
  .state('flat', (coupon) => {
    coupon.discountType = 'flat'
    coupon.discountValue = 10_000
  })
  .state('full', (coupon) => {
    coupon.discountType = 'percent'
    coupon.discountValue = 100
  })
  .state('paused', (coupon) => {
    coupon.paused = true
  })
  .state('expired', (coupon) => {
    coupon.validFrom = DateTime.utc().minus({ days: 10 })
    coupon.validUntil = DateTime.utc().minus({ days: 1 })
  })
  .state('scheduled', (coupon) => {
    coupon.validFrom = DateTime.utc().plus({ days: 1 })
  })
  .state('lastUse', (coupon) => {
    coupon.totalUses = 1
  })
  .state('oncePerLearner', (coupon) => {
    coupon.usesPerLearner = 1
  })
  .state('forCourses', (coupon) => {
    coupon.appliesTo = 'courses'
  })
  .state('forStoreItems', (coupon) => {
    coupon.appliesTo = 'store_items'
  })
  .build()
