import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withUuid } from '#core/models/with_uuid'
import type { ContactSubject } from '@pathshala/shared'

export type { ContactSubject }

export default class ContactMessage extends withUuid(BaseModel) {
  @column()
  declare fullname: string

  @column()
  declare email: string

  @column()
  declare phoneNo: string | null

  @column()
  declare subject: ContactSubject

  @column()
  declare message: string

  @column()
  declare userId: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
