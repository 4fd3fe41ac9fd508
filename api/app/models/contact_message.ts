import { DateTime } from 'luxon'
import { randomUUID } from 'node:crypto'
import { BaseModel, beforeCreate, column } from '@adonisjs/lucid/orm'

export type ContactSubject = 'general' | 'courses' | 'mentorship' | 'support'

export default class ContactMessage extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

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

  @beforeCreate()
  static assignId(record: ContactMessage) {
    record.id ??= randomUUID()
  }
}
