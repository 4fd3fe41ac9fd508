import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withUuid } from '#core/models/with_uuid'
import { User } from '#accounts'
import { Course } from '#catalogue'

export type CertificateWithdrawal = 'refund'

/**
 * A certificate of completion (docs/decisions.md#certificates): the names are those of the day
 * it was issued; `publicId` is what its verification page and QR code carry.
 */
export default class Certificate extends withUuid(BaseModel) {
  @column()
  declare publicId: string

  @column()
  declare userId: string

  @column()
  declare courseId: string

  @column()
  declare learnerName: string

  @column()
  declare courseName: string

  @column.dateTime()
  declare issuedAt: DateTime

  @column.dateTime()
  declare withdrawnAt: DateTime | null

  @column()
  declare withdrawnReason: CertificateWithdrawal | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Course)
  declare course: BelongsTo<typeof Course>

  get isWithdrawn() {
    return this.withdrawnAt !== null
  }
}
