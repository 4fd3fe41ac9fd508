import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per gateway order. Status only moves forward: created -> paid ->
 * fulfilled, or created -> failed (a failed order may still be paid later:
 * failed -> paid -> fulfilled). Webhook events are remembered by their id so
 * a redelivery is answered without effect.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('orders', (table) => {
      table.uuid('id').primary()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('RESTRICT')
      // course | store_item
      table.string('item_kind', 16).notNullable()
      table.uuid('course_id').nullable().references('id').inTable('courses').onDelete('RESTRICT')
      table
        .uuid('store_item_id')
        .nullable()
        .references('id')
        .inTable('store_items')
        .onDelete('RESTRICT')
      table.integer('amount_paise').notNullable()
      table.string('currency', 3).notNullable().defaultTo('INR')
      table.string('gateway_order_id', 64).notNullable().unique()
      table.string('gateway_payment_id', 64).nullable()
      table.string('receipt', 64).notNullable().unique()
      table.string('status', 16).notNullable().defaultTo('created')
      table.string('failure_reason', 500).nullable()
      table.timestamp('paid_at', { useTz: true }).nullable()
      table.timestamp('fulfilled_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()

      table.index(['user_id', 'created_at'])
      table.index(['status', 'created_at'])
      table.index(['course_id', 'status'])
      table.index(['store_item_id', 'status'])
      table.index(['created_at'])
    })
    this.schema.raw(
      "ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('created', 'paid', 'fulfilled', 'failed'))"
    )
    this.schema.raw(
      "ALTER TABLE orders ADD CONSTRAINT orders_item_check CHECK ((item_kind = 'course' AND course_id IS NOT NULL AND store_item_id IS NULL) OR (item_kind = 'store_item' AND store_item_id IS NOT NULL AND course_id IS NULL))"
    )
    this.schema.raw(
      'ALTER TABLE orders ADD CONSTRAINT orders_amount_check CHECK (amount_paise > 0)'
    )

    this.schema.createTable('payment_webhook_events', (table) => {
      table.string('event_id', 64).primary()
      table.string('event', 64).notNullable()
      table.string('gateway_order_id', 64).nullable().index()
      table.timestamp('received_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('payment_webhook_events')
    this.schema.dropTable('orders')
  }
}
