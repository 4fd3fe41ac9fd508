import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withUuid } from '#core/models/with_uuid'
import Order from '#payments/models/order'

export type RefundStatus = 'pending' | 'processed' | 'failed'

/**
 * Money given back on a paid order, in full or in part (docs/decisions.md#refunds).
 * `pending` until Razorpay's webhook says `processed` (access revoked) or `failed`
 * (access kept, `failureReason` says why).
 */
export default class Refund extends withUuid(BaseModel) {
  @column()
  declare orderId: string

  @column()
  declare amountPaise: number

  @column()
  declare currency: string

  @column()
  declare reason: string

  @column()
  declare status: RefundStatus

  /** Razorpay's refund id (`rfnd_…`); null until Razorpay has answered. */
  @column()
  declare gatewayRefundId: string | null

  @column()
  declare failureReason: string | null

  /** The admin who asked for it; null when it was made on Razorpay's dashboard. */
  @column()
  declare requestedBy: string | null

  /** Whether processing this refund took the course or item away from the learner. */
  @column()
  declare revokedAccess: boolean

  @column.dateTime()
  declare processedAt: DateTime | null

  @column.dateTime()
  declare failedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>
}
