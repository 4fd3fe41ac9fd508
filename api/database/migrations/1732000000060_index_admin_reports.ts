import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Indexes for the admin's dashboard, transactions and users screens (checked
 * with EXPLAIN ANALYZE on the benchmark's data, `npm run bench`):
 *
 * - Revenue: money counts once an order is paid (status paid or fulfilled),
 *   on the day it was paid. A partial index on paid_at over those orders only,
 *   carrying the amount and the item, answers the period totals, the daily
 *   series, the top courses and items and the recent sales from the index
 *   alone (index-only scans), without reading open or failed orders.
 * - Transactions list: every filter (status, kind, learner) sorts by
 *   created_at then id; search matches the receipt as a substring (trigrams)
 *   and the payment id exactly.
 * - Users list: account type with the newest-first order, name and email as
 *   substrings (trigrams).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      `CREATE INDEX orders_revenue_paid_at ON orders (paid_at)
         INCLUDE (amount_paise, item_kind, course_id, store_item_id)
         WHERE status IN ('paid', 'fulfilled')`
    )
    this.schema.raw('CREATE INDEX orders_listing_created_at ON orders (created_at, id)')
    this.schema.raw('DROP INDEX IF EXISTS orders_created_at_index')
    this.schema.raw('CREATE INDEX orders_listing_status ON orders (status, created_at, id)')
    this.schema.raw('DROP INDEX IF EXISTS orders_status_created_at_index')
    this.schema.raw('CREATE INDEX orders_listing_kind ON orders (item_kind, created_at, id)')
    this.schema.raw('CREATE INDEX orders_gateway_payment_id ON orders (gateway_payment_id)')
    this.schema.raw('CREATE INDEX orders_receipt_trgm ON orders USING gin (receipt gin_trgm_ops)')

    this.schema.raw(
      'CREATE INDEX users_listing_account_type ON users (account_type, created_at, id)'
    )
    this.schema.raw('DROP INDEX IF EXISTS users_account_type_index')
    this.schema.raw('CREATE INDEX users_listing_created_at ON users (created_at, id)')
    this.schema.raw('DROP INDEX IF EXISTS users_created_at_index')
    this.schema.raw('CREATE INDEX users_email_trgm ON users USING gin (email gin_trgm_ops)')
    this.schema.raw(
      `CREATE INDEX users_name_trgm ON users USING gin ((first_name || ' ' || last_name) gin_trgm_ops)`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS users_name_trgm')
    this.schema.raw('DROP INDEX IF EXISTS users_email_trgm')
    this.schema.raw('CREATE INDEX users_created_at_index ON users (created_at)')
    this.schema.raw('DROP INDEX IF EXISTS users_listing_created_at')
    this.schema.raw('CREATE INDEX users_account_type_index ON users (account_type)')
    this.schema.raw('DROP INDEX IF EXISTS users_listing_account_type')
    this.schema.raw('DROP INDEX IF EXISTS orders_receipt_trgm')
    this.schema.raw('DROP INDEX IF EXISTS orders_gateway_payment_id')
    this.schema.raw('DROP INDEX IF EXISTS orders_listing_kind')
    this.schema.raw('CREATE INDEX orders_status_created_at_index ON orders (status, created_at)')
    this.schema.raw('DROP INDEX IF EXISTS orders_listing_status')
    this.schema.raw('CREATE INDEX orders_created_at_index ON orders (created_at)')
    this.schema.raw('DROP INDEX IF EXISTS orders_listing_created_at')
    this.schema.raw('DROP INDEX IF EXISTS orders_revenue_paid_at')
  }
}
