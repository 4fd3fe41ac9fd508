import { inject } from '@adonisjs/core'
import { Course } from '#catalogue'
import { StoreItem } from '#store'
import ApiException from '#core/exceptions/api_exception'
import CouponService, { type PricedItem } from '#coupons/services/coupon_service'
import { discountText } from '#coupons/transformers/coupon_transformer'
import type { CouponQuote } from '#coupons/transformers/coupon_types'

/** What a learner sees before paying: the server's price of one item with a coupon. */
@inject()
export default class CouponQuoteService {
  constructor(private coupons: CouponService) {}

  async quote(
    code: string,
    target: { courseId?: string | null; storeItemId?: string | null },
    userId: string | null
  ): Promise<CouponQuote> {
    const item = await this.#item(target)
    const price = await this.coupons.quote(code, item, userId)
    return {
      code: price.coupon.code,
      itemKind: item.kind,
      itemId: item.id,
      listPricePaise: price.listPricePaise,
      discountPaise: price.discountPaise,
      pricePaise: price.pricePaise,
      description: discountText(price.coupon),
    }
  }

  async #item(target: { courseId?: string | null; storeItemId?: string | null }) {
    if (target.courseId && target.storeItemId) {
      throw new ApiException('Name either a course or a store item, not both', { status: 422 })
    }
    if (target.courseId) {
      const course = await Course.query()
        .where('id', target.courseId)
        .where('status', 'published')
        .select('id', 'price_paise')
        .first()
      if (!course) throw new ApiException('Course not found', { status: 404 })
      return { kind: 'course', id: course.id, pricePaise: course.pricePaise } satisfies PricedItem
    }
    if (target.storeItemId) {
      const item = await StoreItem.query()
        .where('id', target.storeItemId)
        .where('status', 'published')
        .whereNull('deleted_at')
        .select('id', 'price_paise')
        .first()
      if (!item) throw new ApiException('Store item not found', { status: 404 })
      return { kind: 'store_item', id: item.id, pricePaise: item.pricePaise } satisfies PricedItem
    }
    throw new ApiException('Name the course (courseId) or the store item (storeItemId)', {
      status: 422,
    })
  }
}
