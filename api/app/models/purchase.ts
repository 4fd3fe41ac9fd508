import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withUuid } from '#models/mixins/with_uuid'
import StoreItem from '#models/store_item'
import User from '#models/user'
import type { AccessSource } from '#models/enrolment'

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
