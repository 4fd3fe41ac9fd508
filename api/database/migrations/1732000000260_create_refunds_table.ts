import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Refunds of paid orders (docs/decisions.md#refunds). A refund is recorded `pending` before
 * Razorpay is asked, so that the amounts still pending count against what remains refundable
 * and a webhook that arrives before Razorpay's own answer finds it (by our id in the refund's
 * notes). Razorpay's refund id is unique: a refund is recorded once, however often its
 * webhook comes. Status only moves forward: pending -> processed | failed (failed -> processed
 * only when Razorpay says the money went after all).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('refunds', (table) => {
      table.uuid('id').primary()
      table.uuid('order_id').notNullable().references('id').inTable('orders').onDelete('RESTRICT')
      table.integer('amount_paise').notNullable()
      table.string('currency', 3).notNullable().defaultTo('INR')
      table.string('reason', 500).notNullable()
      table.string('status', 16).notNullable().defaultTo('pending')
      table.string('gateway_refund_id', 64).nullable().unique()
      table.string('failure_reason', 500).nullable()
      // the admin who asked; null for a refund made on Razorpay's dashboard
      table.uuid('requested_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      // whether processing this refund took the course or item away from the learner
      table.boolean('revoked_access').notNullable().defaultTo(false)
      table.timestamp('processed_at', { useTz: true }).nullable()
      table.timestamp('failed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()

      table.index(['order_id', 'created_at'])
      table.index(['status', 'processed_at'])
    })
    this.schema.raw(
      "ALTER TABLE refunds ADD CONSTRAINT refunds_status_check CHECK (status IN ('pending', 'processed', 'failed'))"
    )
    this.schema.raw(
      'ALTER TABLE refunds ADD CONSTRAINT refunds_amount_check CHECK (amount_paise > 0)'
    )
  }

  async down() {
    this.schema.dropTable('refunds')
  }
}
