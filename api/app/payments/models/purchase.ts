import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withUuid } from '#core/models/with_uuid'
import { StoreItem } from '#store'
import { User } from '#accounts'
import type { AccessSource } from '#catalogue'

export default class Purchase extends withUuid(BaseModel) {
  @column()
  declare userId: string

  @column()
  declare storeItemId: string

  @column()
  declare source: AccessSource

  @column()
  declare amountPaise: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => StoreItem)
  declare storeItem: BelongsTo<typeof StoreItem>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
