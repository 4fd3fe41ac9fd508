import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import CouponService from '#coupons/services/coupon_service'

/**
 * The wizard's coupon code means a coupon for that course (docs/coupons.md): saving a course
 * with a code links the coupon of that code to the course, when the coupon is for chosen
 * courses (a coupon for everything already applies; one for store items is left as it is).
 * No coupon of that code: nothing is made (the spec gives no default discount); the wizard
 * says so and offers the Coupons screen.
 */
export default class CourseCouponListener {
  async handle({ courseId, couponCode }: { courseId: string; couponCode: string | null }) {
    const code = couponCode?.trim()
    if (!code) return
    try {
      const coupon = await new CouponService().findByCode(code)
      if (!coupon || coupon.appliesTo !== 'courses') return
      await db.rawQuery(
        `INSERT INTO coupon_courses (coupon_id, course_id) VALUES (?, ?)
         ON CONFLICT DO NOTHING`,
        [coupon.id, courseId]
      )
    } catch (error) {
      logger.error({ err: error, courseId, couponCode }, 'coupons: could not link a course')
    }
  }
}
