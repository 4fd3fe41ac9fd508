import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The built-in Razorpay simulator's refunds (its refunds API, POST /v1/payments/:id/refund):
 * Razorpay-shaped ids ('rfnd_…'), pending until the simulator processes them (or fails them,
 * when told to) and sends refund.processed or refund.failed.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('razorpay_simulator_refunds', (table) => {
      table.string('id', 32).primary()
      table
        .string('payment_id', 32)
        .notNullable()
        .references('id')
        .inTable('razorpay_simulator_payments')
        .onDelete('CASCADE')
      table.integer('amount').notNullable()
      table.string('currency', 3).notNullable()
      table.string('receipt', 40).nullable()
      table.jsonb('notes').notNullable()
      // pending | processed | failed
      table.string('status', 16).notNullable().defaultTo('pending')
      // normal | optimum
      table.string('speed_requested', 16).notNullable().defaultTo('normal')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['payment_id', 'created_at'])
      table.index(['created_at'])
    })
    this.schema.raw(
      "ALTER TABLE razorpay_simulator_refunds ADD CONSTRAINT razorpay_simulator_refunds_status_check CHECK (status IN ('pending', 'processed', 'failed'))"
    )
  }

  async down() {
    this.schema.dropTable('razorpay_simulator_refunds')
  }
}
