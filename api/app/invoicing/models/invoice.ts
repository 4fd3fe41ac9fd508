import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { withUuid } from '#core/models/with_uuid'
import { jsonColumn } from '#core/models/json_column'
import { Order } from '#payments'
import type { SellerDetails } from '#invoicing/services/settings'
import CreditNote from '#invoicing/models/credit_note'

export type InvoiceKind = 'tax_invoice' | 'receipt'

/** The GST invoice (or, without a GSTIN, the receipt) of one paid order, as issued. */
export default class Invoice extends withUuid(BaseModel) {
  @column()
  declare orderId: string

  @column()
  declare userId: string

  @column()
  declare number: string

  @column()
  declare kind: InvoiceKind

  @column()
  declare financialYear: string

  @column()
  declare sequence: number

  @column.dateTime()
  declare issuedAt: DateTime

  @jsonColumn()
  declare seller: SellerDetails

  @column()
  declare buyerName: string

  @column()
  declare buyerEmail: string

  @column()
  declare buyerState: string | null

  @column()
  declare placeOfSupply: string | null

  @column()
  declare sac: string

  @column()
  declare description: string

  @column()
  declare listPricePaise: number

  @column()
  declare discountPaise: number

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

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>

  @hasMany(() => CreditNote)
  declare creditNotes: HasMany<typeof CreditNote>

  get taxPaise() {
    return this.cgstPaise + this.sgstPaise + this.igstPaise
  }
}
