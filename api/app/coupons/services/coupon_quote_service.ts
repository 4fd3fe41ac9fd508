import { inject } from '@adonisjs/core'
import { Course } from '#catalogue'
import { StoreItem } from '#store'
import ApiException from '#core/exceptions/api_exception'
import CouponService, { type PricedItem } from '#coupons/services/coupon_service'
import { discountText } from '#coupons/transformers/coupon_transformer'
import { discountFor } from '#coupons/services/coupon_pricing'
import { chargedPrice, pricesIncludeGst } from '#core/services/gst_price'
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
    if (pricesIncludeGst()) {
      const price = await this.coupons.quote(code, item, userId)
      return {
        code: price.coupon.code,
        itemKind: item.kind,
        itemId: item.id,
        listPricePaise: price.listPricePaise,
        discountPaise: price.discountPaise,
        pricePaise: price.pricePaise,
        payablePaise: price.pricePaise,
        description: discountText(price.coupon),
      }
    }
    // prices before GST: checkout applies the coupon to the charged price (chargedPrice), so the
    // quote does the same, refusals included; the listed figures stay those before GST
    const charged = await this.coupons.quote(
      code,
      { ...item, pricePaise: chargedPrice(item.pricePaise) },
      userId
    )
    const discountPaise = discountFor(charged.coupon, item.pricePaise)
    return {
      code: charged.coupon.code,
      itemKind: item.kind,
      itemId: item.id,
      listPricePaise: item.pricePaise,
      discountPaise,
      pricePaise: item.pricePaise - discountPaise,
      payablePaise: charged.pricePaise,
      description: discountText(charged.coupon),
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
