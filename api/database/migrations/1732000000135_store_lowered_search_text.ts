import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The search boxes match a case-insensitive substring (docs/decisions.md,
 * "Listing search"): `%` and `_` mean themselves, part of a word matches.
 * PostgreSQL answers a common term by walking the sort order's index and
 * testing each row until the page is full, a rare one through the trigram
 * index; either way every row it looks at was lowered again, which was most
 * of a search's cost (`lower()` of a course description is a few
 * microseconds, a LIKE on text already lowered under one). So the lowered text
 * is stored with the row, and the trigram indexes move onto it; the queries
 * match exactly what they matched before.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'ALTER TABLE courses ADD COLUMN search_description text GENERATED ALWAYS AS (lower(course_description)) STORED'
    )
    this.schema.raw(
      'CREATE INDEX courses_search_description_trgm ON courses USING gin (search_description gin_trgm_ops)'
    )
    this.schema.raw('DROP INDEX IF EXISTS courses_description_trgm')

    this.schema.raw(
      "ALTER TABLE store_items ADD COLUMN search_text text GENERATED ALWAYS AS (lower(title || ' ' || author || ' ' || description)) STORED"
    )
    this.schema.raw(
      'CREATE INDEX store_items_search_text_trgm ON store_items USING gin (search_text gin_trgm_ops)'
    )
    this.schema.raw('DROP INDEX IF EXISTS store_items_search_trgm')
  }

  async down() {
    this.schema.raw(
      'CREATE INDEX courses_description_trgm ON courses USING gin (lower(course_description) gin_trgm_ops)'
    )
    this.schema.raw('ALTER TABLE courses DROP COLUMN search_description')
    this.schema.raw(
      "CREATE INDEX store_items_search_trgm ON store_items USING gin ((lower(title || ' ' || author || ' ' || description)) gin_trgm_ops)"
    )
    this.schema.raw('ALTER TABLE store_items DROP COLUMN search_text')
  }
}
