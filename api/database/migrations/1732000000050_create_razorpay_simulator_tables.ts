import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The built-in Razorpay simulator's own records (outside production, without
 * keys): the orders the API created through the Orders API and the payments
 * its checkout made, kept in the database so the reconciler can ask about
 * them after a restart. Ids are Razorpay-shaped ('order_…', 'pay_…').
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('razorpay_simulator_orders', (table) => {
      table.string('id', 32).primary()
      table.integer('amount').notNullable()
      table.string('currency', 3).notNullable()
      table.string('receipt', 40).nullable()
      table.jsonb('notes').notNullable()
      // created | attempted | paid
      table.string('status', 16).notNullable().defaultTo('created')
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['created_at'])
    })
    this.schema.raw(
      "ALTER TABLE razorpay_simulator_orders ADD CONSTRAINT razorpay_simulator_orders_status_check CHECK (status IN ('created', 'attempted', 'paid'))"
    )

    this.schema.createTable('razorpay_simulator_payments', (table) => {
      table.string('id', 32).primary()
      table
        .string('order_id', 32)
        .notNullable()
        .references('id')
        .inTable('razorpay_simulator_orders')
        .onDelete('CASCADE')
      table.integer('amount').notNullable()
      table.string('currency', 3).notNullable()
      // captured | failed
      table.string('status', 16).notNullable()
      table.string('method', 16).notNullable()
      table.string('email', 254).notNullable()
      table.string('contact', 32).notNullable()
      table.string('description', 255).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['order_id', 'created_at'])
      table.index(['created_at'])
    })
    this.schema.raw(
      "ALTER TABLE razorpay_simulator_payments ADD CONSTRAINT razorpay_simulator_payments_status_check CHECK (status IN ('captured', 'failed'))"
    )
    // an order is paid once: at most one captured payment each
    this.schema.raw(
      "CREATE UNIQUE INDEX razorpay_simulator_payments_one_capture ON razorpay_simulator_payments (order_id) WHERE status = 'captured'"
    )
  }

  async down() {
    this.schema.dropTable('razorpay_simulator_payments')
    this.schema.dropTable('razorpay_simulator_orders')
  }
}
