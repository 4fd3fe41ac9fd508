import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Store items (notes, test series, material, books as PDFs) and who owns
 * them. `is_free` follows the price; counters feed the sorts and admin stats.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('store_items', (table) => {
      table.uuid('id').primary()
      table.string('title', 200).notNullable()
      table.string('author', 120).notNullable()
      table.text('description').notNullable()
      table.string('type', 16).notNullable()
      table.integer('price_paise').notNullable().defaultTo(0)
      table.string('status', 16).notNullable().defaultTo('draft')
      table.string('thumbnail_url', 2048).nullable()
      table.string('thumbnail_public_id', 300).nullable()
      table.string('thumbnail_format', 16).nullable()
      table.string('pdf_public_id', 300).nullable()
      table.string('pdf_format', 16).nullable()
      table.bigint('pdf_bytes').nullable()
      table.jsonb('themes').nullable()
      table.integer('purchases_count').notNullable().defaultTo(0)
      table.bigint('revenue_paise').notNullable().defaultTo(0)
      table.uuid('created_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      // deleted items leave every listing; owners keep their downloads
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()

      table.index(['status', 'created_at'])
      table.index(['status', 'title'])
      table.index(['status', 'author'])
      table.index(['status', 'price_paise'])
      table.index(['status', 'purchases_count'])
      table.index(['status', 'revenue_paise'])
      table.index(['type', 'status'])
      table.index(['author'])
    })
    this.schema.raw(
      'ALTER TABLE store_items ADD COLUMN is_free boolean GENERATED ALWAYS AS (price_paise = 0) STORED'
    )
    this.schema.raw(
      "ALTER TABLE store_items ADD CONSTRAINT store_items_type_check CHECK (type IN ('Notes', 'TestSeries', 'Material', 'Books'))"
    )
    this.schema.raw(
      "ALTER TABLE store_items ADD CONSTRAINT store_items_status_check CHECK (status IN ('published', 'draft', 'archived'))"
    )
    this.schema.raw(
      'ALTER TABLE store_items ADD CONSTRAINT store_items_price_check CHECK (price_paise >= 0)'
    )
    this.schema.raw(
      "CREATE INDEX store_items_search_trgm ON store_items USING gin ((lower(title || ' ' || author || ' ' || description)) gin_trgm_ops)"
    )

    this.schema.createTable('purchases', (table) => {
      table.uuid('id').primary()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table
        .uuid('store_item_id')
        .notNullable()
        .references('id')
        .inTable('store_items')
        // an owned item is never deleted from under its owner: deleteBook hides it instead
        .onDelete('RESTRICT')
      // purchase | free | manual
      table.string('source', 16).notNullable()
      table.integer('amount_paise').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['user_id', 'store_item_id'])
      table.index(['store_item_id', 'created_at'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('purchases')
    this.schema.dropTable('store_items')
  }
}
