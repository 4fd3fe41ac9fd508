import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * GST invoices (one per paid order) and credit notes (one per processed refund), each in its
 * own gapless series per Indian financial year: `document_counters` holds the last number of
 * every series, locked (SELECT ... FOR UPDATE) by the transaction that inserts the document
 * (docs/decisions.md#gst-invoices). Money in paise; what the document says is stored as issued.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('document_counters', (table) => {
      // e.g. invoice:26-27, credit_note:26-27
      table.string('series', 32).primary()
      table.integer('last_number').notNullable().defaultTo(0)
    })

    this.schema.createTable('invoices', (table) => {
      table.uuid('id').primary()
      table.uuid('order_id').notNullable().unique().references('id').inTable('orders')
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('RESTRICT')
      table.string('number', 16).notNullable().unique()
      // tax_invoice | receipt (no GSTIN configured)
      table.string('kind', 16).notNullable()
      table.string('financial_year', 5).notNullable()
      table.integer('sequence').notNullable()
      table.timestamp('issued_at', { useTz: true }).notNullable()
      table.jsonb('seller').notNullable()
      table.string('buyer_name', 120).notNullable()
      table.string('buyer_email', 254).notNullable()
      table.string('buyer_state', 2).nullable()
      table.string('place_of_supply', 2).nullable()
      table.string('sac', 8).notNullable()
      table.string('description', 300).notNullable()
      table.integer('list_price_paise').notNullable()
      table.integer('discount_paise').notNullable().defaultTo(0)
      table.integer('taxable_paise').notNullable()
      table.integer('cgst_paise').notNullable().defaultTo(0)
      table.integer('sgst_paise').notNullable().defaultTo(0)
      table.integer('igst_paise').notNullable().defaultTo(0)
      table.integer('total_paise').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()

      table.unique(['financial_year', 'sequence'])
      table.index(['user_id'])
      table.index(['issued_at'])
    })
    this.schema.raw(
      'ALTER TABLE invoices ADD CONSTRAINT invoices_sum_check CHECK (taxable_paise + cgst_paise + sgst_paise + igst_paise = total_paise)'
    )

    this.schema.createTable('credit_notes', (table) => {
      table.uuid('id').primary()
      table.uuid('invoice_id').notNullable().references('id').inTable('invoices')
      // the refund it answers (payments' refunds); unique: one credit note per refund
      table.uuid('refund_id').nullable().unique()
      table.string('number', 16).notNullable().unique()
      table.string('financial_year', 5).notNullable()
      table.integer('sequence').notNullable()
      table.timestamp('issued_at', { useTz: true }).notNullable()
      table.string('reason', 500).nullable()
      table.string('place_of_supply', 2).nullable()
      table.integer('taxable_paise').notNullable()
      table.integer('cgst_paise').notNullable().defaultTo(0)
      table.integer('sgst_paise').notNullable().defaultTo(0)
      table.integer('igst_paise').notNullable().defaultTo(0)
      table.integer('total_paise').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()

      table.unique(['financial_year', 'sequence'])
      table.index(['invoice_id'])
      table.index(['issued_at'])
    })
    this.schema.raw(
      'ALTER TABLE credit_notes ADD CONSTRAINT credit_notes_sum_check CHECK (taxable_paise + cgst_paise + sgst_paise + igst_paise = total_paise)'
    )
  }

  async down() {
    this.schema.dropTable('credit_notes')
    this.schema.dropTable('invoices')
    this.schema.dropTable('document_counters')
  }
}
