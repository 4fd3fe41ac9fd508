import { DateTime } from 'luxon'
import { BaseModel, column, manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import { withUuid } from '#core/models/with_uuid'
import { Course } from '#catalogue'
import { StoreItem } from '#store'

export const DISCOUNT_TYPES = ['percent', 'flat'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]
export const COUPON_SCOPES = ['all', 'courses', 'store_items'] as const
export type CouponScope = (typeof COUPON_SCOPES)[number]

/**
 * A discount code (docs/coupons.md): percent (1-100) or flat (paise) off, within its dates,
 * uses and scope. Deleting one only hides it (`deletedAt`), so its orders keep it; its code is
 * then free for a new coupon.
 */
export default class Coupon extends withUuid(BaseModel) {
  @column()
  declare code: string

  @column()
  declare discountType: DiscountType

  /** percent: 1-100; flat: paise */
  @column()
  declare discountValue: number

  @column()
  declare minOrderPaise: number

  @column()
  declare maxDiscountPaise: number | null

  @column.dateTime()
  declare validFrom: DateTime | null

  @column.dateTime()
  declare validUntil: DateTime | null

  @column()
  declare totalUses: number | null

  @column()
  declare usesPerLearner: number | null

  @column()
  declare appliesTo: CouponScope

  @column()
  declare paused: boolean

  @column.dateTime()
  declare deletedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @manyToMany(() => Course, { pivotTable: 'coupon_courses' })
  declare courses: ManyToMany<typeof Course>

  @manyToMany(() => StoreItem, { pivotTable: 'coupon_store_items' })
  declare storeItems: ManyToMany<typeof StoreItem>
}
