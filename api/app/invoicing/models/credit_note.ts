import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withUuid } from '#core/models/with_uuid'

/** Money given back against an invoice (a refund), in its own gapless series. */
export default class CreditNote extends withUuid(BaseModel) {
  @column()
  declare invoiceId: string

  @column()
  declare refundId: string | null

  @column()
  declare number: string

  @column()
  declare financialYear: string

  @column()
  declare sequence: number

  @column.dateTime()
  declare issuedAt: DateTime

  @column()
  declare reason: string | null

  @column()
  declare placeOfSupply: string | null

  @column()
  declare taxablePaise: number

  @column()
  declare cgstPaise: number

  @column()
  declare sgstPaise: number

  @column()
  declare igstPaise: number

  @column()
  declare totalPaise: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
