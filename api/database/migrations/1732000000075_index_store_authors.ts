import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The store's Author filter matches the name in any case
 * (lower(author) = ?), and the admin's author options group live items by
 * lower(author) in that order: one index on that expression over live items
 * serves both. The plain (author) index it replaces served no query.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX store_items_author_lower ON store_items (lower(author)) WHERE deleted_at IS NULL'
    )
    this.schema.raw('DROP INDEX IF EXISTS store_items_author_index')
  }

  async down() {
    this.schema.raw('CREATE INDEX store_items_author_index ON store_items (author)')
    this.schema.raw('DROP INDEX IF EXISTS store_items_author_lower')
  }
}
