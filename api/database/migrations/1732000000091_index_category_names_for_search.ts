import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The categories list searches names in any case by any part
 * (lower(name) LIKE '%…%'): a trigram index serves that. pg_trgm is created
 * with the catalogue tables.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX categories_name_trgm ON categories USING gin (lower(name) gin_trgm_ops)'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS categories_name_trgm')
  }
}
