import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withUuid } from '#core/models/with_uuid'
import { User } from '#accounts'
import { Course } from '#catalogue'
import { StoreItem } from '#store'

export type OrderStatus = 'created' | 'paid' | 'fulfilled' | 'failed'
export type OrderItemKind = 'course' | 'store_item'

/** A Razorpay order the server created for one learner and one item. */
export default class Order extends withUuid(BaseModel) {
  @column()
  declare userId: string

  @column()
  declare itemKind: OrderItemKind

  @column()
  declare courseId: string | null

  @column()
  declare storeItemId: string | null

  @column()
  declare amountPaise: number

  /** The item's price before the coupon (null on orders made before coupons). */
  @column()
  declare listPricePaise: number | null

  /** What the coupon took off (0 without one); amountPaise is what was charged. */
  @column()
  declare discountPaise: number

  @column()
  declare couponId: string | null

  @column()
  declare currency: string

  @column()
  declare gatewayOrderId: string

  @column()
  declare gatewayPaymentId: string | null

  @column()
  declare receipt: string

  @column()
  declare status: OrderStatus

  @column()
  declare failureReason: string | null

  @column.dateTime()
  declare paidAt: DateTime | null

  @column.dateTime()
  declare fulfilledAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Course)
  declare course: BelongsTo<typeof Course>

  @belongsTo(() => StoreItem)
  declare storeItem: BelongsTo<typeof StoreItem>
}
