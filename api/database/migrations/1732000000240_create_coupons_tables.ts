import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Coupons (docs/coupons.md): the coupon, the courses and store items it is for, and its uses.
 * A use is `reserved` when an order is created with the coupon, `kept` when that order is paid
 * (or at once when the coupon makes the item free), `released` when the order lapses. The
 * orders gain what the learner was charged against: the list price, the discount and the coupon.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('coupons', (table) => {
      table.uuid('id').primary()
      table.string('code', 50).notNullable()
      // percent | flat
      table.string('discount_type', 8).notNullable()
      // percent: 1-100; flat: paise
      table.integer('discount_value').notNullable()
      table.integer('min_order_paise').notNullable().defaultTo(0)
      table.integer('max_discount_paise').nullable()
      table.timestamp('valid_from', { useTz: true }).nullable()
      table.timestamp('valid_until', { useTz: true }).nullable()
      table.integer('total_uses').nullable()
      table.integer('uses_per_learner').nullable()
      // all | courses | store_items
      table.string('applies_to', 16).notNullable().defaultTo('all')
      table.boolean('paused').notNullable().defaultTo(false)
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['created_at'])
    })
    // one live coupon per code, in any case; a deleted one frees its code
    this.schema.raw(
      'CREATE UNIQUE INDEX coupons_code_unique ON coupons (lower(code)) WHERE deleted_at IS NULL'
    )
    this.schema.raw(
      "ALTER TABLE coupons ADD CONSTRAINT coupons_discount_check CHECK ((discount_type = 'percent' AND discount_value BETWEEN 1 AND 100) OR (discount_type = 'flat' AND discount_value > 0))"
    )
    this.schema.raw(
      "ALTER TABLE coupons ADD CONSTRAINT coupons_applies_check CHECK (applies_to IN ('all', 'courses', 'store_items'))"
    )

    this.schema.createTable('coupon_courses', (table) => {
      table.uuid('coupon_id').notNullable().references('id').inTable('coupons').onDelete('CASCADE')
      table.uuid('course_id').notNullable().references('id').inTable('courses').onDelete('CASCADE')
      table.primary(['coupon_id', 'course_id'])
    })
    this.schema.createTable('coupon_store_items', (table) => {
      table.uuid('coupon_id').notNullable().references('id').inTable('coupons').onDelete('CASCADE')
      table
        .uuid('store_item_id')
        .notNullable()
        .references('id')
        .inTable('store_items')
        .onDelete('CASCADE')
      table.primary(['coupon_id', 'store_item_id'])
    })

    this.schema.alterTable('orders', (table) => {
      table.integer('list_price_paise').nullable()
      table.integer('discount_paise').notNullable().defaultTo(0)
      table.uuid('coupon_id').nullable().references('id').inTable('coupons').onDelete('SET NULL')
      table.index(['coupon_id'])
    })

    this.schema.createTable('coupon_redemptions', (table) => {
      table.uuid('id').primary()
      table.uuid('coupon_id').notNullable().references('id').inTable('coupons').onDelete('CASCADE')
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      // null: the coupon made the item free (no order), or the order is being made
      table.uuid('order_id').nullable().unique().references('id').inTable('orders')
      table.string('item_kind', 16).notNullable()
      table.uuid('course_id').nullable().references('id').inTable('courses').onDelete('SET NULL')
      table
        .uuid('store_item_id')
        .nullable()
        .references('id')
        .inTable('store_items')
        .onDelete('SET NULL')
      table.integer('list_price_paise').notNullable()
      table.integer('discount_paise').notNullable()
      // reserved | kept | released
      table.string('status', 16).notNullable()
      table.timestamp('released_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['coupon_id', 'status'])
      table.index(['coupon_id', 'user_id', 'status'])
      table.index(['status', 'created_at'])
    })
    this.schema.raw(
      "ALTER TABLE coupon_redemptions ADD CONSTRAINT coupon_redemptions_status_check CHECK (status IN ('reserved', 'kept', 'released'))"
    )
  }

  async down() {
    this.schema.dropTable('coupon_redemptions')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('coupon_id')
      table.dropColumn('discount_paise')
      table.dropColumn('list_price_paise')
    })
    this.schema.dropTable('coupon_store_items')
    this.schema.dropTable('coupon_courses')
    this.schema.dropTable('coupons')
  }
}
